/**
 * `@backoffice/app-kit/resources`: the generic screens of a resource, drawn from its
 * definition (list, create, edit, detail with its tabs, the settings and human-resources
 * pages), the pieces they are made of, for a domain screen that replaces one of them, and the
 * resource API calls with their SWR hooks. The registry they read is handed in by the app
 * (`ResourceRegistryProvider` in `@backoffice/app-kit`).
 */

export {
  type ActionAnswer,
  deleteUndoable,
  runUndoableAction,
  undoChange,
} from '../toast/undoApi';
export { type OfferUndo, useUndoToast } from '../toast/useUndoToast';
export {
  AUDIT_PER_PAGE,
  fetchAudit,
  fetchRecord,
  fetchRecords,
  REFERENCE_OPTIONS_LIMIT,
  recordsPath,
  referenceQuery,
  resourceKeys,
  runAction,
  saveRecord,
  useAuditTrail,
  useRecord,
  useRecords,
  useReferencedResource,
  useReferenceOptions,
  useResourceRevalidation,
  useStaffOptions,
} from './api/resourceApi';
export {
  type ActionInput,
  ActionInputFields,
  type ActionInputFieldsProps,
  actionDoneMessage,
  actionInputErrors,
  inputChanged,
  startValues,
  useActionInput,
} from './components/ActionInputFields';
export { AuditTrail } from './components/AuditTrail';
export { ColumnMenu, type ColumnMenuProps } from './components/ColumnMenu';
export { DeleteRecordButton, type DeleteRecordButtonProps } from './components/DeleteRecordButton';
export { FieldInput, type FieldInputProps } from './components/FieldInput';
export { FileFieldInput, type FileFieldInputProps } from './components/FileFieldInput';
export { FileValue } from './components/FileValue';
/** The table of a list screen, with its sort, loading, empty and failed states and its pages. */
export { ListEmptyState, type ListEmptyStateProps } from './components/ListEmptyState';
export { ListFilters, type ListFiltersProps } from './components/ListFilters';
export { ListTable, type ListTableProps } from './components/ListTable';
export {
  type RecordActionOptions,
  RecordActions,
  type RecordActionsProps,
  useRecordAction,
} from './components/RecordActions';
export { RecordFields } from './components/RecordFields';
export { ResourceForm, type ResourceFormProps } from './components/ResourceForm';
export { SearchField, type SearchFieldProps } from './components/SearchField';
export {
  LIST_RENDER_MEASURE,
  LIST_RENDER_PAINTED_MEASURE,
} from './components/useListRenderMeasure';
export {
  ImportRecordsScreen,
  type ImportRecordsScreenProps,
  type ImportState,
} from './import/ImportRecordsScreen';
export { columnsKey, readColumns, saveColumns } from './lib/columnChoice';
export { conflictFields, conflictRecord, recordVersion } from './lib/conflict';
export { displayValue, fileSize, isImageFile, optionLabel } from './lib/displayValue';
export {
  checkValues,
  type FormValue,
  type FormValues,
  fromInput,
  newRecordValues,
  type ResourceRow,
  recordValues,
  requestBody,
  sameValues,
} from './lib/formValues';
export {
  changeListState,
  csvExportHref,
  effectiveSort,
  isNarrowed,
  isRangeFilter,
  type ListState,
  listApiQuery,
  listParams,
  matchingQuery,
  PER_PAGE_CHOICES,
  type PerPage,
  readListState,
  readPerPage,
  SCROLL_FROM_PER_PAGE,
  SCROLL_PAGE_SIZE,
  scrollsRows,
  sortableFields,
  withFilter,
  withPerPage,
} from './lib/listState';
export {
  capitalise,
  type ResourceLinks,
  type ResourceRouteSet,
  routesOf,
  useResourceRoutes,
} from './lib/resourceRoutes';
export { groupLinks, type RouteLinkInput } from './lib/routeLinks';
export { type ScrolledRows, scrolledRows, scrollPageQuery } from './lib/scrollPages';
export {
  LIST_NEW_ATTRIBUTE,
  listShortcut,
  useListShortcuts,
} from './lib/useListShortcuts';
export { listScreenRequests } from './listScreenRequests';
export { RecordDetailScreen, type RecordDetailScreenProps } from './routes/RecordDetailScreen';
export {
  EditRecordScreen,
  NewRecordScreen,
  type RecordFormScreenProps,
} from './routes/ResourceFormScreens';
export { ResourceListScreen } from './routes/ResourceListScreen';
export {
  HumanResourcesScreen,
  RouteGroupScreen,
  type RouteGroupScreenProps,
  SettingsScreen,
} from './routes/RouteGroupScreen';
export { recordLoadState } from './routes/recordLoadState';
export { type ResourceScreenKind, resourceScreen } from './routes/resourceScreen';
export { useRecordId } from './routes/useRecordId';
