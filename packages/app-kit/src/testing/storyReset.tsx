import { dropPrefetched } from '@backoffice/api-client';
import { toastQueue, topRightToastQueue } from '@backoffice/ui/Toasts';
import type { ReactNode } from 'react';
import { setInteractionModality } from 'react-aria-components';
import { SWRConfig } from 'swr';

/*
 * What makes every story start clean, whatever ran before it in the same page. The Storybook
 * test-runner renders all the stories of a file one after another in one page, without a reload,
 * so anything a story leaves in the page (browser storage, a toast, an announcement, a module's
 * cache) would otherwise reach the next one. `.storybook/preview.tsx` calls `resetStoryState`
 * from its global `beforeEach` (after the loaders, before the story is drawn) and wraps every
 * story in `FreshStory`.
 */

const RealDate = globalThis.Date;
const resets = new Set<() => void>();

/**
 * react-aria's modality before any key or pointer was used, as on a page just opened: focus
 * rings then show (on a dialog's first button, say). react-aria keeps the last one used for the
 * whole page, so a story after one that clicked would otherwise show none. Its type names no such
 * value, but `null` is where react-aria starts.
 */
const NO_MODALITY = null as unknown as Parameters<typeof setInteractionModality>[0];

/**
 * Adds a reset to the ones `resetStoryState` runs: for a module-level cache that lives outside the
 * packages this file knows, such as the app's registries per brand (its story helper registers
 * them). Answers the function that removes it.
 */
export function onStoryReset(reset: () => void): () => void {
  resets.add(reset);
  return () => resets.delete(reset);
}

/** Expires every cookie the page can see (the XSRF token among them). */
function clearCookies(): void {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: synchronous, before the story draws; the Cookie Store API is not
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

/**
 * Puts the page back as a fresh one would be: local and session storage and cookies emptied (the
 * signed-in user, the realtime channel list, remembered columns and sidebars), no toast in either
 * queue, react-aria's live announcer emptied (its announcements of the previous story point at
 * elements that are gone) and its input modality forgotten (which decides focus rings), no
 * request started ahead for a screen (`prefetchGet`), the real clock
 * (a story that fixed today puts it back itself; this covers one that failed first), no focus
 * left and the window scrolled to the top, then every reset registered with `onStoryReset`.
 * The app state, SWR's cache and the router are made per story: the story helpers create their
 * store and memory router when they mount, and `FreshStory` gives each story its own SWR cache.
 */
export function resetStoryState(): void {
  try {
    localStorage.clear();
    sessionStorage.clear();
  } catch {
    // A page without storage has nothing to clear.
  }
  clearCookies();
  toastQueue.clear();
  topRightToastQueue.clear();
  for (const log of document.querySelectorAll('[data-live-announcer] [role="log"]')) {
    log.replaceChildren();
  }
  dropPrefetched();
  globalThis.Date = RealDate;
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  window.scrollTo(0, 0);
  setInteractionModality(NO_MODALITY);
  for (const reset of resets) reset();
}

/**
 * Every story's own SWR cache, for hooks used outside a provider of their own (the story helpers
 * give the app its own cache too): `storyId` keys it, so no answer reaches another story.
 */
export function FreshStory({ storyId, children }: { storyId: string; children: ReactNode }) {
  return (
    <SWRConfig key={storyId} value={{ provider: () => new Map() }}>
      {children}
    </SWRConfig>
  );
}
