import type { User } from '@backoffice/contract';
import { HttpResponse, http } from 'msw';
import { sampleUser } from './sampleUser';

/** The session endpoints a screen may touch: the CSRF cookie and the signed-in user. */
export function sessionHandlers(user: User = sampleUser) {
  return [
    http.get('*/api/sanctum/csrf-cookie', () => new HttpResponse(null, { status: 204 })),
    http.get('*/api/session', () => HttpResponse.json({ data: { user } })),
  ];
}
