/**
 * A saved view keeps what a list shows, not where it was: the query string without its leading
 * `?`, its `page` and its `per_page`. The other parameters stay as they were sent (order and
 * encoding), so the address the view sets is the one it was saved from.
 */
const PAGING = new Set(['page', 'per_page']);

function nameOf(part: string): string {
  const raw = part.split('=', 1)[0] ?? '';
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

export function storedQuery(query: string | null | undefined): string {
  const text = (query ?? '').trim().replace(/^\?/, '');
  return text
    .split('&')
    .filter((part) => part !== '' && !PAGING.has(nameOf(part)))
    .join('&');
}
