/**
 * The first message of each field, as a form shows beside its input. Keys stay in Laravel's dot
 * notation (`items.0.qty`), which is also how our forms name nested fields.
 */
export function toFieldErrors(errors: Record<string, readonly string[]>): Record<string, string> {
  const fieldErrors: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors)) {
    const first = messages[0];
    if (first !== undefined) fieldErrors[field] = first;
  }
  return fieldErrors;
}
