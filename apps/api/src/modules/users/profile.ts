/** The profile view of `GET /api/user`. */
import type { Profile } from '@backoffice/contract';
import { toIso } from '../../lib/time';
import { photoUrl } from './auth-user';
import type { UserRecord } from './user-repository';

export function toProfile(user: UserRecord, roles: string[]): Profile {
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    phone: user.phone,
    profile_photo: photoUrl(user.photoFileId),
    role: roles.join(','),
    email_verified_at: user.emailVerifiedAt ? toIso(user.emailVerifiedAt) : null,
    created_at: toIso(user.createdAt),
  };
}
