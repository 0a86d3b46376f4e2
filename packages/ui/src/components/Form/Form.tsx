import type { ReactNode } from 'react';
import { Form as AriaForm, type FormProps as AriaFormProps } from 'react-aria-components';
import { FieldIcon } from '../../private/field';
import * as styles from './Form.css';

export interface FormProps extends AriaFormProps {
  /**
   * A message about the whole form, shown above the fields in an alert: the `message` of a 422
   * answer, or an error that belongs to no field.
   */
  message?: ReactNode;
}

/**
 * A form that shows the server's validation errors beside its fields: pass a 422 answer's
 * `errors` (`{ field: [messages] }`) as `validationErrors`, and each field whose `name` matches
 * shows its messages until the user edits it. Nothing typed is lost, since the fields keep their
 * values. Required and type constraints are checked by the browser before `onSubmit` runs.
 */
export function Form({ message, className, children, ...props }: FormProps) {
  return (
    <AriaForm {...props} className={[styles.form, className].filter(Boolean).join(' ')}>
      {message != null && (
        <div role="alert" className={styles.message}>
          <FieldIcon name="alert" className={styles.messageIcon} />
          <div>{message}</div>
        </div>
      )}
      {children}
    </AriaForm>
  );
}
