/** The server's messages about a deposit's lines (`lines.0.sale_id`, `lines`), as one sentence. */
export function itemsError(
  fieldErrors: Readonly<Record<string, string | string[]>> | undefined,
): string | undefined {
  const messages = Object.entries(fieldErrors ?? {})
    .filter(([key]) => key === 'lines' || key.startsWith('lines.'))
    .flatMap(([, message]) => (Array.isArray(message) ? message : [message]));
  return messages.length > 0 ? messages.join(' ') : undefined;
}
