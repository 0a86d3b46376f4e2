/** The spec's toast timings, in milliseconds. */
export const TOAST_TIMEOUT_MS = 4000;
export const TOAST_TOP_RIGHT_TIMEOUT_MS = 3000;
export const TOAST_CLOSE_MS = 150;
export const TOAST_QUEUE_CHECK_MS = 250;
