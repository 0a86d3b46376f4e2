// Opens a Dialog (in a Modal or Popover) from the Button placed before it.
export { DialogTrigger, type DialogTriggerProps } from 'react-aria-components';
export { Dialog, type DialogProps } from './Dialog';
