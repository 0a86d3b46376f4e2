export { Description } from './Description';
export type { FieldChromeProps } from './FieldChromeProps';
export { FieldError, type FieldErrorMessage } from './FieldError';
export { FieldIcon, type FieldIconName } from './FieldIcon';
export * as fieldStyles from './field.css';
export { formatIsoDate, parseIsoDate } from './isoDate';
export { Label, type LabelProps } from './Label';
export { OptionsPopover, type OptionsPopoverProps, type SelectOption } from './OptionsPopover';
