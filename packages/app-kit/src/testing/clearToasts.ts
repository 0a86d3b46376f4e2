import { TOAST_CLOSE_MS, toastQueue } from '@backoffice/ui/Toasts';

/**
 * Closes every toast and waits out their closing animation. The queue is the page's own and
 * outlives a story, and a toast stays 4 seconds: stories clear it first, so none from the story
 * before shows, and after the toasts they make, so a pixel baseline never depends on how long
 * the checks took.
 */
export async function clearToasts(): Promise<void> {
  toastQueue.clear();
  await new Promise((resolve) => setTimeout(resolve, TOAST_CLOSE_MS + 100));
}
