/** Cookie in which Sanctum (and our server) hands the CSRF token to JavaScript. */
export const XSRF_COOKIE = 'XSRF-TOKEN';

/** The URL-decoded `XSRF-TOKEN` cookie, or null when there is none (or no document). */
export function readXsrfToken(cookieHeader: string = readDocumentCookie()): string | null {
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1 || part.slice(0, separator).trim() !== XSRF_COOKIE) continue;
    const raw = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

function readDocumentCookie(): string {
  return typeof document === 'undefined' ? '' : document.cookie;
}
