// The spec's own composites.
export { BrandGrid, type BrandGridProps, type BrandTile } from '../components/BrandGrid';
export {
  type ConflictField,
  ConflictPanel,
  type ConflictPanelProps,
} from '../components/ConflictPanel';
export {
  DEFAULT_MAX_BYTES,
  FileUpload,
  type FileUploadProps,
  sizeMessage,
} from '../components/FileUpload';
export {
  isNormalLevel,
  NoticeCard,
  type NoticeCardProps,
  sanitizeHtml,
} from '../components/NoticeCard';
export { NoticeList, type NoticeListItem, type NoticeListProps } from '../components/NoticeList';
export { NotificationBell, type NotificationBellProps } from '../components/NotificationBell';
export {
  type NotificationItem,
  NotificationPanel,
  type NotificationPanelProps,
  relativeTime,
} from '../components/NotificationPanel';
export { Pagination, type PaginationProps } from '../components/Pagination';
export {
  formatPhone,
  PHONE_PASTE_ERROR,
  PHONE_TEMPLATE,
  PhoneInput,
  type PhoneInputProps,
  phoneDigits,
} from '../components/PhoneInput';
export {
  formatCents,
  type PnlLine,
  type PnlReport,
  PnlStatement,
  type PnlStatementProps,
} from '../components/PnlStatement';
export {
  type ReportColumn,
  type ReportColumnKind,
  ReportTable,
  type ReportTableProps,
} from '../components/ReportTable';
export {
  TOAST_CLOSE_MS,
  TOAST_QUEUE_CHECK_MS,
  TOAST_TIMEOUT_MS,
  TOAST_TOP_RIGHT_TIMEOUT_MS,
  type ToastAction,
  type ToastContent,
  type ToastOptions,
  ToastQueue,
  type ToastQueueOptions,
  ToastRegion,
  type ToastRegionProps,
  type ToastTone,
  toastQueue,
  topRightToastQueue,
} from '../components/Toasts';
