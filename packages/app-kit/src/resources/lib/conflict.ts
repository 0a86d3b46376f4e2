/**
 * A change refused because someone saved the record meanwhile (409 with the record as it is
 * now): which fields differ between what the user typed and the saved record, each as the
 * detail screen shows it, and what "Use their version" loads into the form.
 */
import { ApiError } from '@backoffice/api-client';
import {
  conflictResponseSchema,
  type FieldDefinition,
  isStoredFile,
  type ResourceDefinition,
} from '@backoffice/contract';
import type { ConflictField } from '@backoffice/ui/ConflictPanel';
import { displayValue } from './displayValue';
import { type FormValue, type FormValues, type ResourceRow, recordValues } from './formValues';

/** The record a 409 answered, when the error is a stale-version refusal of this resource. */
export function conflictRecord(resource: ResourceDefinition, error: unknown): ResourceRow | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const parsed = conflictResponseSchema(resource).safeParse(error.body);
  return parsed.success ? (error.body as { data: ResourceRow }).data : null;
}

/** A form value as a comparable key: a file by its name, anything else as it is. */
function comparable(value: FormValue): unknown {
  if (value instanceof File) return `file:${value.name}:${value.size}`;
  if (isStoredFile(value)) return `file:${value.name}:${value.size}`;
  if (value === '') return null;
  return value;
}

/** A form value as the detail screen shows it (a chosen file by its name). */
function shown(field: FieldDefinition, value: FormValue, label: string | null): string {
  if (value instanceof File || isStoredFile(value)) return value.name;
  return displayValue(field, value, label);
}

/**
 * The fields whose typed value differs from the saved record's, in the form's order, formatted
 * as the detail screen formats them. A masked field left blank keeps the stored value, so it
 * differs only when something was typed into it. `original` is the record the form was opened
 * at, for the titles of references the user left alone.
 */
export function conflictFields(
  resource: ResourceDefinition,
  mine: FormValues,
  current: ResourceRow,
  original?: ResourceRow,
): ConflictField[] {
  const theirs = recordValues(resource, current);
  const differing: ConflictField[] = [];
  const names = resource.sections.flatMap((section) => section.fields);
  for (const name of names) {
    const field = resource.fields[name];
    if (!field || field.readOnly) continue;
    const yours = mine[name] ?? null;
    if (field.masked) {
      if (comparable(yours) === null) continue;
      differing.push({
        name,
        label: field.label,
        yours: String(yours),
        theirs: String(current[name] ?? ''),
      });
      continue;
    }
    if (comparable(yours) === comparable(theirs[name] ?? null)) continue;
    const yourLabel =
      original && comparable(recordValues(resource, original)[name] ?? null) === comparable(yours)
        ? (original.labels[name] ?? null)
        : null;
    differing.push({
      name,
      label: field.label,
      yours: shown(field, yours, yourLabel),
      theirs: shown(field, theirs[name] ?? null, current.labels[name] ?? null),
    });
  }
  return differing;
}

/** The version a change sends: the record's, when it answers one. */
export function recordVersion(record: ResourceRow | undefined): number | undefined {
  return typeof record?.version === 'number' ? record.version : undefined;
}
