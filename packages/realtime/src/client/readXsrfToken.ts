/** The decoded value of the `XSRF-TOKEN` cookie, as Sanctum expects it in `X-XSRF-TOKEN`. */
export function readXsrfToken(cookie: string = globalThis.document?.cookie ?? ''): string | null {
  for (const part of cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== 'XSRF-TOKEN') continue;
    const raw = rest.join('=');
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}
