import { type FormEvent, useState } from 'react';
import { type SubmitErrors, submitErrors } from './submitErrors';

const noErrors: SubmitErrors = { fieldErrors: {}, message: null };

export interface FormSubmitOptions {
  /** For a form that leaves the page once saved: the button stays pending after a success. */
  keepPendingOnSuccess?: boolean;
}

/**
 * A form's submit: ignores a second press while one is under way, clears the last errors, runs
 * the save and turns a failure into field messages (422) or a message for the whole form.
 */
export function useFormSubmit({ keepPendingOnSuccess = false }: FormSubmitOptions = {}) {
  const [errors, setErrors] = useState<SubmitErrors>(noErrors);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>, save: () => Promise<unknown>) {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setErrors(noErrors);
    try {
      await save();
      if (!keepPendingOnSuccess) setPending(false);
    } catch (error) {
      setErrors(submitErrors(error));
      setPending(false);
    }
  }

  return { errors, pending, submit };
}
