import { ApiError } from '@backoffice/api-client';

/**
 * Runs an action's save: a 409 (the record moved on: a sale refunded, an invoice paid, changed by someone else)
 * is not a mistake in the form, so its sentence shows as an alert and the screen refetches
 * the record; every other failure goes to the form's usual path (422 beside the fields).
 */
export async function withConflict(
  save: () => Promise<void>,
  onConflict: (message: string) => void,
): Promise<void> {
  try {
    await save();
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) {
      onConflict(error.message);
      return;
    }
    throw error;
  }
}
