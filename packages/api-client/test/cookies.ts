/*
 * Cookies of the test document. happy-dom offers no Cookie Store API, so these write
 * `document.cookie` directly, as a server's Set-Cookie would.
 */

export function setCookie(name: string, encodedValue: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the test document has no Cookie Store API
  document.cookie = `${name}=${encodedValue}; path=/`;
}

export function clearCookies(): void {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: the test document has no Cookie Store API
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}
