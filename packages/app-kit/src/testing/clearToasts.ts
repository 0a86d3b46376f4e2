import {
  TOAST_CLOSE_MS,
  TOAST_TIMEOUT_MS,
  toastQueue,
  topRightToastQueue,
} from '@backoffice/ui/Toasts';
import { toastsQueued } from '../toast/toast';

/** A toast on the page, in any region (react-aria draws each as an alert dialog there). */
const SHOWING_TOAST = '[role="region"] [role="alertdialog"]';

/**
 * Closes every toast of both queues and waits out their closing animation. The queue is the page's own and
 * outlives a story, and a toast stays 4 seconds: stories clear it first, so none from the story
 * before shows, and after the toasts they make, so a pixel baseline never depends on how long
 * the checks took. It first waits for the toasts already asked for to reach their queue (the
 * toast library's file loads with the first one), then clears again until none shows.
 */
export async function clearToasts(): Promise<void> {
  await toastsQueued();
  const givingUpAt = Date.now() + TOAST_TIMEOUT_MS + 1000;
  do {
    toastQueue.clear();
    topRightToastQueue.clear();
    await new Promise((resolve) => setTimeout(resolve, TOAST_CLOSE_MS + 100));
  } while (document.querySelector(SHOWING_TOAST) && Date.now() < givingUpAt);
}
