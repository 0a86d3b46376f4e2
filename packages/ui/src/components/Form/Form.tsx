import { type ReactNode, useRef } from 'react';
import { Form as AriaForm, type FormProps as AriaFormProps } from 'react-aria-components';
import { FieldIcon } from '../../private/field';
import * as styles from './Form.css';
import { useServerErrors } from './useServerErrors';

export interface FormProps extends AriaFormProps {
  /**
   * A message about the whole form, shown above the fields in an alert: the `message` of a 422
   * answer, or an error that belongs to no field.
   */
  message?: ReactNode;
  /**
   * Fields whose server error also goes when another field changes, for a rule over several
   * fields: `{ collected_on: ['livestock_id'] }` (one log per flock and day) clears the date's error
   * when the flock changes too.
   */
  dependsOn?: Readonly<Record<string, readonly string[]>>;
}

/**
 * A form that shows the server's validation errors beside its fields: pass a 422 answer's
 * `errors` (`{ field: [messages] }`) as `validationErrors`, and each field whose `name` matches
 * shows its messages. Nothing typed is lost, since the fields keep their values. Required and
 * type constraints are checked by the browser before `onSubmit` runs.
 *
 * A server's error never blocks the next try (`useServerErrors`): it goes as soon as its field,
 * or a field named for it in `dependsOn`, holds another value than the one sent (while typing,
 * before the field loses focus, so nothing moves under the pointer on the way to the button), and
 * every error goes the moment the form is submitted again, so the browser's own check lets the
 * new submission through to the server.
 */
export function Form({
  message,
  className,
  children,
  validationErrors,
  dependsOn,
  ...props
}: FormProps) {
  const form = useRef<HTMLFormElement>(null);
  const errors = useServerErrors(form, validationErrors, dependsOn);

  return (
    <AriaForm
      {...props}
      ref={form}
      validationErrors={errors}
      className={[styles.form, className].filter(Boolean).join(' ')}
    >
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
