const MARKER = 'reloaded_after_error';
/** A second failure within this window is shown instead of reloading again. */
const WINDOW_MS = 10_000;

/**
 * Reloads the page to recover from a failure (a navigation error, a screen file missing after a
 * deploy), unless the page already did so moments ago: a failure that survives a reload would
 * otherwise reload forever. Answers whether a reload was started.
 */
export function reloadOnce(now: number = Date.now()): boolean {
  try {
    const last = Number(sessionStorage.getItem(MARKER));
    if (Number.isFinite(last) && now - last < WINDOW_MS) return false;
    sessionStorage.setItem(MARKER, String(now));
  } catch {
    // Without session storage there is no memory of an earlier reload; reload anyway.
  }
  window.location.reload();
  return true;
}
