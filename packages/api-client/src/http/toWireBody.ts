import { encodeBody } from './encodeBody';
import type { FormFields } from './FormFields';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type RequestBody = FormFields | FormData | URLSearchParams;

/**
 * The method and body as they travel. Fields are encoded as a form, or as multipart when they
 * hold a file. PHP reads multipart bodies of POST requests only, and Laravel takes the real verb
 * from `_method`, so uploads through PUT, PATCH or DELETE travel as POST.
 */
export function toWireBody(
  method: HttpMethod,
  body: RequestBody | undefined,
): { method: HttpMethod; body: FormData | URLSearchParams | undefined } {
  if (body === undefined) return { method, body };
  const encoded =
    body instanceof FormData || body instanceof URLSearchParams ? body : encodeBody(body);
  if (!(encoded instanceof FormData) || method === 'POST') return { method, body: encoded };
  const spoofed = new FormData();
  for (const [name, value] of encoded) spoofed.append(name, value);
  spoofed.set('_method', method);
  return { method: 'POST', body: spoofed };
}
