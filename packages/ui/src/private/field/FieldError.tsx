import { FieldError as AriaFieldError, type ValidationResult } from 'react-aria-components';
import { FieldIcon } from './FieldIcon';
import * as styles from './field.css';

/** What a field shows when invalid: a fixed text, or one computed from the validation result. */
export type FieldErrorMessage = string | ((validation: ValidationResult) => string);

/**
 * The field's error, shown only while the field is invalid. Without a message of its own it shows
 * the validation errors: the browser's for native constraints, or the server's from
 * `Form.validationErrors` (a Laravel 422 gives several messages per field; they are joined).
 */
export function FieldError({ children }: { children?: FieldErrorMessage }) {
  return (
    <AriaFieldError className={styles.error}>
      {(validation) => (
        <>
          <FieldIcon name="alert" className={styles.errorIcon} />
          <span>
            {typeof children === 'function'
              ? children(validation)
              : (children ?? validation.validationErrors.join(' '))}
          </span>
        </>
      )}
    </AriaFieldError>
  );
}
