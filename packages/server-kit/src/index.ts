export {
  brandDaySql,
  brandDayStartSql,
  brandTimeZoneSql,
  brandTodaySql,
} from './brandDay';
export { businessToday, pinProcessClock } from './clock';
export { DomainError, isDomainError } from './domainError';
export type { DemoSavedView, DomainServer, SeedContext } from './domainServer';
export { demoHistoryStart, seedContext } from './domainServer';
export type { Executor, Row } from './executor';
export { rowsOf } from './executor';
export { isBlankHtml, sanitiseHtml } from './html/sanitiseHtml';
export {
  counterTable,
  documentNumber,
  type NumberSequence,
  nextDocumentNumber,
} from './numbering';
export {
  monoWidth,
  PAGE,
  type PdfFont,
  type PdfItem,
  type PdfRule,
  type PdfText,
  writePdf,
} from './pdf/textPdf';
export type { ReportScope, ReportServer } from './reportServer';
export { reportServer } from './reportServer';
export type {
  ActionContext,
  ActionHook,
  ActionOutcome,
  ComputedSql,
  DeleteContext,
  DomainEvent,
  GrantViewer,
  HookContext,
  NotificationMessage,
  NotifyTarget,
  RecordView,
  RecordViewContext,
  RecordViewHook,
  ResourceHooks,
  RowViewer,
  SaveContext,
  SavedContext,
  UndoContext,
  UndoDeleteContext,
  UndoHook,
} from './resourceHooks';
export { undoRecordFieldsOnly } from './resourceHooks';
export { usersWithRole } from './users';
