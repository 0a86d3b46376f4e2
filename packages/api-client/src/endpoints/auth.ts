/**
 * Sign-in and the session: `GET /api/session`, `POST /api/login`, `POST /api/logout`,
 * `GET /api/verify-email/{token}`, `POST /api/forgot-password`, `POST /api/reset-password`.
 *
 * The calls of the public screens (sign-in, email verification, password reset) and sign-out
 * reject on 401 and 419 instead of ending the session: their screens must always finish, and a
 * 419 there means the CSRF cookie could not be set, which the form reports as expired.
 * Sign-out ignores every error, so it raises no server-error dialog either.
 */
import type {
  ForgotPasswordRequest,
  LoginRequest,
  ResetPasswordRequest,
  StatusResponse,
  User,
  UserResponse,
} from '@backoffice/contract';
import useSWR, { type SWRResponse, useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { ApiClient } from '../http/createApiClient';
import { useApiClient } from '../react/useApiClient';
import { clearCache } from '../swr/clearCache';

export const SESSION = 'session';

export const sessionKeys = {
  current: () => [SESSION, 'current'] as const,
  verifyEmail: (token: string) => [SESSION, 'verify-email', token] as const,
};

/** The signed-in user; the CSRF cookie is fetched first. */
export async function fetchSession(client: ApiClient): Promise<User> {
  const answer = await client.get<UserResponse>('/api/session', { primeCsrf: true });
  return answer.data.user;
}

/** Signs in. Laravel answers 204 and ours `{data: {user}}`; after a 204 the session is read. */
export async function login(client: ApiClient, credentials: LoginRequest): Promise<User> {
  const answer = await client.post<UserResponse | undefined>('/api/login', credentials, {
    primeCsrf: true,
    onSessionEnd: 'reject',
  });
  return answer?.data?.user ?? fetchSession(client);
}

/** Signs out. Always resolves: whatever the server answers, the app signs the user out. */
export async function logout(client: ApiClient): Promise<void> {
  try {
    await client.post<void>('/api/logout', undefined, {
      onSessionEnd: 'reject',
      onServerError: 'reject',
    });
  } catch {
    // The session is over either way, so sign-out ignores the server's answer.
  }
}

export function verifyEmail(client: ApiClient, token: string): Promise<StatusResponse> {
  return client.get<StatusResponse>(`/api/verify-email/${encodeURIComponent(token)}`, {
    primeCsrf: true,
    onSessionEnd: 'reject',
  });
}

/**
 * Asks for a reset link. The CSRF cookie is fetched first, as for login: the form is often the
 * first page a visitor opens, so no earlier call has set the token.
 */
export function forgotPassword(
  client: ApiClient,
  input: ForgotPasswordRequest,
): Promise<StatusResponse> {
  return client.post<StatusResponse>('/api/forgot-password', input, {
    primeCsrf: true,
    onSessionEnd: 'reject',
  });
}

/** Sets a new password with the emailed token; opened from the mail, so the CSRF cookie first. */
export function resetPassword(
  client: ApiClient,
  input: ResetPasswordRequest,
): Promise<StatusResponse> {
  return client.post<StatusResponse>('/api/reset-password', input, {
    primeCsrf: true,
    onSessionEnd: 'reject',
  });
}

export function useSession(): SWRResponse<User, Error> {
  const client = useApiClient();
  return useSWR(sessionKeys.current(), () => fetchSession(client));
}

/** `trigger(credentials)` signs in and puts the user in the session cache. */
export function useLogin() {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation('session/login', async (_key: string, { arg }: { arg: LoginRequest }) => {
    const user = await login(client, arg);
    await mutate(sessionKeys.current(), user, { revalidate: false });
    return user;
  });
}

/** `trigger()` signs out and forgets every cached answer; it never fails. */
export function useLogout() {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation('session/logout', async () => {
    await logout(client);
    await clearCache(mutate);
  });
}

/** Verifies the email address once; the token works only once, so it is never refetched. */
export function useVerifyEmail(token: string | null): SWRResponse<StatusResponse, Error> {
  const client = useApiClient();
  return useSWR(token ? sessionKeys.verifyEmail(token) : null, () => verifyEmail(client, token!), {
    revalidateIfStale: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });
}

export function useForgotPassword() {
  const client = useApiClient();
  return useSWRMutation(
    'session/forgot-password',
    (_key: string, { arg }: { arg: ForgotPasswordRequest }) => forgotPassword(client, arg),
  );
}

export function useResetPassword() {
  const client = useApiClient();
  return useSWRMutation(
    'session/reset-password',
    (_key: string, { arg }: { arg: ResetPasswordRequest }) => resetPassword(client, arg),
  );
}
