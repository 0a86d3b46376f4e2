import type { ReactNode } from 'react';
import type { FieldErrorMessage } from './FieldError';

/** The label, help text and error message every field takes. */
export interface FieldChromeProps {
  /** The visible label. Use `aria-label` instead only where a visible label cannot fit. */
  label?: ReactNode;
  /** Help text under the control. */
  description?: ReactNode;
  /**
   * Replaces the message shown while the field is invalid. Leave it out to show the validation
   * errors themselves (the browser's, a `validate` function's, or the server's 422 messages).
   */
  errorMessage?: FieldErrorMessage;
}
