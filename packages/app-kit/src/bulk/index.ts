/**
 * `@backoffice/app-kit/bulk`: bulk actions over a list's records. `BulkBar` (rendered by
 * `ListTable` above the table) ticks, asks, runs the job on the server and shows its progress
 * and result; its parts and calls are here for a domain's own list.
 */
export { BulkBar, type BulkBarProps } from './BulkBar';
export { BulkConfirmDialog, type BulkConfirmDialogProps } from './BulkConfirmDialog';
export { BulkProgress, type BulkProgressProps } from './BulkProgress';
export { BulkResult, type BulkResultProps } from './BulkResult';
export {
  BULK_POLL_MS,
  type BulkTarget,
  bulkKeys,
  fetchBulkJob,
  isRunning,
  startBulkJob,
  useBulkJob,
} from './bulkApi';
export { countOf, operationLabel, pastTense } from './bulkWords';
export { useResourceRefresh } from './useResourceRefresh';
