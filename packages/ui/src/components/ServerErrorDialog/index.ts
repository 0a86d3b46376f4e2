export { ServerErrorDialog, type ServerErrorDialogProps } from './ServerErrorDialog';
