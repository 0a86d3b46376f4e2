import { reloadOnce } from '../lib/reloadOnce';

/**
 * A lazy screen file failed to load (spec section 8): usually a new deploy replaced the files
 * this page knows. The page reloads once to fetch the new ones; if that was just tried, the
 * event is left unhandled, so the error is rethrown and the navigation's error handling applies.
 */
export function handlePreloadError(event: Event & { payload?: unknown }) {
  console.error('A screen file failed to load', event.payload);
  if (reloadOnce()) event.preventDefault();
}

export function listenForPreloadErrors(target: Window = window): () => void {
  target.addEventListener('vite:preloadError', handlePreloadError);
  return () => target.removeEventListener('vite:preloadError', handlePreloadError);
}
