/**
 * `@backoffice/app-kit/components`: the pieces every screen of the back-office shares, so
 * screens in the app and in the domains look and behave alike: the form's messages and
 * buttons, a list's toolbar and pagination.
 */
export { AlertMessage, type AlertMessageProps } from './AlertMessage';
export { FormActions, type FormActionsProps } from './FormActions';
export { ListPagination, type ListPaginationProps } from './ListPagination';
export { ListToolbar, type ListToolbarProps } from './ListToolbar';
export { StatusMessage, type StatusMessageProps } from './StatusMessage';
