export { DataTable, type DataTableColumn, type DataTableProps } from './DataTable';
export { loadInteractiveTable } from './interactiveTable';
