// App shell parts and the data table.
export { AppShell, type AppShellProps, type NavItem } from '../components/AppShell';
export { DataTable, type DataTableColumn, type DataTableProps } from '../components/DataTable';
export { LoadingOverlay, type LoadingOverlayProps } from '../components/LoadingOverlay';
export {
  OutdatedClientDialog,
  type OutdatedClientDialogProps,
} from '../components/OutdatedClientDialog';
export { ServerErrorDialog, type ServerErrorDialogProps } from '../components/ServerErrorDialog';
export { UserMenu, type UserMenuProps } from '../components/UserMenu';
