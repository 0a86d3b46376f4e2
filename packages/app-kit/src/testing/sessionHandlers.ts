import type { User } from '@backoffice/contract';
import { HttpResponse, http } from 'msw';
import { sampleUser } from './sampleUser';

/**
 * The session endpoints a screen may touch: the CSRF cookie, the signed-in user and the active
 * brand's settings (its time zone, the user's).
 */
export function sessionHandlers(user: User = sampleUser) {
  const settings = {
    id: user.active_brand_id ?? 0,
    name: `Brand ${user.active_brand_id ?? 0}`,
    time_zone: user.time_zone ?? 'UTC',
  };
  return [
    http.get('*/api/sanctum/csrf-cookie', () => new HttpResponse(null, { status: 204 })),
    http.get('*/api/session', () => HttpResponse.json({ data: { user } })),
    http.get('*/api/brand-settings', () => HttpResponse.json({ data: settings })),
  ];
}
