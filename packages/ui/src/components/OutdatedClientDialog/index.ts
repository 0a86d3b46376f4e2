export { OutdatedClientDialog, type OutdatedClientDialogProps } from './OutdatedClientDialog';
