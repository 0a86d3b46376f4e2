import { type FormEvent, useRef, useState } from 'react';
import { type SubmitErrors, submitErrors } from './submitErrors';

const noErrors: SubmitErrors = { fieldErrors: {}, message: null };

export interface FormSubmitOptions {
  /** For a form that leaves the page once saved: the button stays pending after a success. */
  keepPendingOnSuccess?: boolean;
}

/** What a save is handed: the key that makes a create idempotent. */
export interface SubmitAttempt {
  /**
   * Send it as the `Idempotency-Key` header of a create: the same for every retry of one
   * submission (after a failure, a lost answer or a second press), a new one once a submission
   * succeeded, so a repeat makes one record and the next submission another.
   */
  idempotencyKey: string;
}

function newKey(): string {
  return globalThis.crypto.randomUUID();
}

/**
 * A form's submit, the one path every form takes: ignores a second press while one is under way
 * (read synchronously, so two presses in one frame send once), clears the last errors, runs the
 * save with the submission's idempotency key and turns a failure into field messages (422) or a
 * message for the whole form. `submit` answers whether the save succeeded; `event` may be null
 * when a button outside the form resubmits it.
 */
export function useFormSubmit({ keepPendingOnSuccess = false }: FormSubmitOptions = {}) {
  const [errors, setErrors] = useState<SubmitErrors>(noErrors);
  const [pending, setPending] = useState(false);
  const sending = useRef(false);
  const key = useRef<string | null>(null);

  async function submit(
    event: FormEvent<HTMLFormElement> | null,
    save: (attempt: SubmitAttempt) => Promise<unknown>,
  ): Promise<boolean> {
    event?.preventDefault();
    if (sending.current) return false;
    sending.current = true;
    key.current ??= newKey();
    setPending(true);
    setErrors(noErrors);
    try {
      await save({ idempotencyKey: key.current });
    } catch (error) {
      setErrors(submitErrors(error));
      setPending(false);
      sending.current = false;
      return false;
    }
    key.current = null;
    if (!keepPendingOnSuccess) {
      setPending(false);
      sending.current = false;
    }
    return true;
  }

  return { errors, pending, submit, setErrors };
}
