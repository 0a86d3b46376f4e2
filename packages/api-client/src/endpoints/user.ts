/**
 * The signed-in user's own record: `GET /api/user`, `POST /api/user`, `PUT /api/user/password`
 * and the brand switch `PUT /api/user/{brandId}`.
 */
import type {
  ChangePasswordRequest,
  Profile,
  ProfileResponse,
  UpdateProfileRequest,
  User,
  UserResponse,
} from '@backoffice/contract';
import useSWR, { type SWRResponse, useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { ApiClient } from '../http/createApiClient';
import { useApiClient } from '../react/useApiClient';
import { inGroup } from '../swr/inGroup';
import { SESSION, sessionKeys } from './auth';

export const PROFILE = 'profile';

export const profileKeys = {
  current: () => [PROFILE, 'current'] as const,
};

/** The profile form's fields, with an optional new photo (sent as multipart). */
export type ProfileUpdate = UpdateProfileRequest & { photo?: Blob | null };

export async function fetchProfile(client: ApiClient): Promise<Profile> {
  return (await client.get<ProfileResponse>('/api/user')).data;
}

export async function updateProfile(client: ApiClient, input: ProfileUpdate): Promise<Profile> {
  return (await client.post<ProfileResponse>('/api/user', input)).data;
}

export async function changePassword(
  client: ApiClient,
  input: ChangePasswordRequest,
): Promise<void> {
  await client.put<unknown>('/api/user/password', input);
}

/** Makes another brand active and answers the updated user. */
export async function switchBrand(client: ApiClient, brandId: number): Promise<User> {
  return (await client.put<UserResponse>(`/api/user/${brandId}`)).data.user;
}

export function useProfile(): SWRResponse<Profile, Error> {
  const client = useApiClient();
  return useSWR(profileKeys.current(), () => fetchProfile(client));
}

/** `trigger(fields)` saves the profile; the session is refetched for its name and photo. */
export function useUpdateProfile() {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation('profile/update', async (_key: string, { arg }: { arg: ProfileUpdate }) => {
    const profile = await updateProfile(client, arg);
    await mutate(profileKeys.current(), profile, { revalidate: false });
    void mutate(inGroup(SESSION));
    return profile;
  });
}

export function useChangePassword() {
  const client = useApiClient();
  return useSWRMutation(
    'profile/password',
    (_key: string, { arg }: { arg: ChangePasswordRequest }) => changePassword(client, arg),
  );
}

/**
 * `trigger(brandId)` switches the active brand. Every other cached answer belonged to the old
 * brand, so it is dropped and refetched; the session takes the user the server answered.
 */
export function useSwitchBrand() {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation('profile/switch-brand', async (_key: string, { arg }: { arg: number }) => {
    const user = await switchBrand(client, arg);
    await mutate(sessionKeys.current(), user, { revalidate: false });
    void mutate((key) => Array.isArray(key) && !inGroup(SESSION)(key), undefined, {
      revalidate: true,
    });
    return user;
  });
}
