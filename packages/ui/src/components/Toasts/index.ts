export { ToastRegion, type ToastRegionProps } from './Toasts';
export {
  TOAST_CLOSE_MS,
  TOAST_QUEUE_CHECK_MS,
  TOAST_TIMEOUT_MS,
  TOAST_TOP_RIGHT_TIMEOUT_MS,
} from './timings';
export {
  type ToastAction,
  type ToastContent,
  type ToastOptions,
  ToastQueue,
  type ToastQueueOptions,
  type ToastTone,
  toastQueue,
  topRightToastQueue,
} from './toastQueue';
