import { useState } from 'react';
import type { SubmitErrors } from './submitErrors';

/** The server's messages for the lines (`lines`, `lines.0.quantity`), and the others. */
export function splitErrors(fieldErrors: Readonly<Record<string, string>>) {
  const lines: Record<string, string> = {};
  const fields: Record<string, string> = {};
  for (const [key, message] of Object.entries(fieldErrors)) {
    if (key === 'lines' || key.startsWith('lines.')) lines[key] = message;
    else fields[key] = message;
  }
  return { lines, fields };
}

/**
 * A form with lines and a 422's dotted messages: the record's own messages go to the form's
 * fields, the lines' to the lines editor. An edited line drops its own messages as it changes;
 * adding, removing or moving lines renumbers them all, so every line message goes then.
 */
export function useLineErrors<T>(errors: SubmitErrors) {
  const split = splitErrors(errors.fieldErrors);
  const [lineErrors, setLineErrors] = useState<Record<string, string>>(split.lines);
  const [seenErrors, setSeenErrors] = useState(errors);
  if (seenErrors !== errors) {
    setSeenErrors(errors);
    setLineErrors(split.lines);
  }

  /** Call with the lines before and after each change of the editor. */
  const linesChanged = (lines: readonly T[], next: readonly T[]) => {
    const edited =
      next.length === lines.length ? next.findIndex((line, i) => line !== lines[i]) : -1;
    const moved =
      next.length !== lines.length || next.some((line, i) => line !== lines[i] && i !== edited);
    setLineErrors((current) =>
      Object.fromEntries(
        Object.entries(current).filter(
          ([key]) => !moved && key !== 'lines' && !key.startsWith(`lines.${edited}.`),
        ),
      ),
    );
  };

  return { fieldErrors: split.fields, lineErrors, linesChanged };
}
