/**
 * What a resource's endpoints send and read: the record, the list's query parameters and the
 * audit trail. Records carry every field (masked ones masked, files as `StoredFile`), the labels
 * of referenced records and the timestamps.
 */
import { z } from 'zod';
import { paginatorSchema } from '../paginationSchema';
import { dataEnvelope, timestampSchema } from '../schemas/common';
import type {
  ComputedFieldDefinition,
  FieldDefinition,
  LinesDefinition,
  ResourceDefinition,
} from './defineResource';

type EnumValue<T> = T extends { options: readonly (infer O)[] } ? O : string;

/**
 * A `file` field's value in a record: the file's name as uploaded, the address that serves it
 * (to those who may view the record), its size in bytes and its MIME type. The storage key never
 * leaves the server.
 */
export const storedFileSchema = z.object({
  name: z.string(),
  url: z.string(),
  size: z.number().int().nonnegative(),
  type: z.string(),
});
export type StoredFile = z.infer<typeof storedFileSchema>;

/** Whether a value is a stored file as records answer it. */
export function isStoredFile(value: unknown): value is StoredFile {
  return storedFileSchema.safeParse(value).success;
}

/** The address of a record's file: `/api/<segment>/<id>/files/<field>`. */
export function resourceFilePath(
  resource: ResourceDefinition,
  id: number | string,
  field: string,
): string {
  return `/api/${resource.segment}/${id}/files/${field}`;
}

/** The wire type of one field's value. */
export type FieldValue<T extends FieldDefinition> = T['type'] extends
  | 'number'
  | 'money'
  | 'reference'
  ? number
  : T['type'] extends 'references'
    ? number[]
    : T['type'] extends 'boolean'
      ? boolean
      : T['type'] extends 'enum'
        ? EnumValue<T>
        : T['type'] extends 'file'
          ? StoredFile
          : string;

/** One line of a record: its id and its fields. */
export type LineRecord<L extends LinesDefinition> = { id: number } & {
  [K in keyof L['fields']]: FieldValue<L['fields'][K]> | null;
};

/** A record of a resource as its endpoints answer it. */
export type ResourceRecord<D extends ResourceDefinition> = {
  id: number;
  /** Present on brand-scoped resources. */
  brand_id?: number;
  /**
   * Counts the record's changes (1 when created). Send it back with a change or an action: an
   * older one answers 409 with the record as it is now. Always sent by this server.
   */
  version?: number;
  /** The title of each referenced record, keyed by the reference field. */
  labels: Record<string, string | null>;
  created_at: string;
  updated_at: string;
} & { [K in keyof D['fields']]: FieldValue<D['fields'][K]> | null } & ComputedValues<D> &
  (D['lines'] extends LinesDefinition ? { lines: LineRecord<D['lines']>[] } : unknown);

/** The computed values of a typed definition (none are known of an untyped one). */
type ComputedValues<D extends ResourceDefinition> = string extends keyof D['computed']
  ? unknown
  : { [K in keyof D['computed']]: number | null };

function valueSchema(field: FieldDefinition): z.ZodType {
  switch (field.type) {
    case 'number':
    case 'money':
    case 'reference':
      return z.number();
    case 'references':
      return z.array(z.number());
    case 'boolean':
      return z.boolean();
    case 'enum':
      return z.enum(field.options as [string, ...string[]]);
    case 'file':
      return storedFileSchema;
    default:
      return z.string();
  }
}

/** The zod schema of one line of a record. */
export function lineSchema(lines: LinesDefinition) {
  const shape: Record<string, z.ZodType> = { id: z.number().int() };
  for (const [name, field] of Object.entries(lines.fields)) {
    shape[name] = valueSchema(field).nullable();
  }
  return z.object(shape);
}

function computedSchema(_field: ComputedFieldDefinition): z.ZodType {
  return z.number().nullable();
}

/** The zod schema of a record, for responses and for the app's parsing. */
export function recordSchema(resource: ResourceDefinition) {
  const shape: Record<string, z.ZodType> = {
    id: z.number().int(),
    version: z.number().int().min(1).optional(),
    labels: z.record(z.string(), z.string().nullable()),
    created_at: timestampSchema,
    updated_at: timestampSchema,
  };
  if (resource.scope === 'brand') shape.brand_id = z.number().int();
  for (const [name, field] of Object.entries(resource.fields)) {
    shape[name] = valueSchema(field).nullable();
  }
  for (const [name, field] of Object.entries(resource.computed ?? {})) {
    shape[name] = computedSchema(field);
  }
  if (resource.lines) shape.lines = z.array(lineSchema(resource.lines));
  return z.object(shape);
}

/**
 * The 409 answer to a change or an action based on an older version: the message and the
 * record as it is now.
 */
export function conflictResponseSchema(resource: ResourceDefinition) {
  return z.object({ message: z.string(), data: recordSchema(resource) });
}

export function recordResponseSchema(resource: ResourceDefinition) {
  return dataEnvelope(recordSchema(resource));
}

export function recordPageSchema(resource: ResourceDefinition) {
  const page = paginatorSchema(recordSchema(resource));
  if (resource.listTotals.length === 0) return page;
  return page.extend({
    totals: z.object(Object.fromEntries(resource.listTotals.map((name) => [name, z.number()]))),
  });
}

export const AUDIT_ACTIONS = ['created', 'updated', 'deleted'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

const changedValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/**
 * One change to a record: who, when, what, and each changed field's old and new value. `action`
 * is `created`, `updated` or `deleted`, or the name of one of the definition's actions (`void`),
 * whose input is then in `input`. A record's lines show in `changes` as `lines` (their count)
 * and in `input.lines` when an action took lines. A reference's titles are in `labels`.
 */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  action: z.string(),
  user: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  changes: z.record(z.string(), z.object({ old: changedValue, new: changedValue })),
  input: z.record(z.string(), z.unknown()).optional(),
  /** The titles of the records a reference change names (null for one since deleted). */
  labels: z
    .record(z.string(), z.object({ old: z.string().nullable(), new: z.string().nullable() }))
    .optional(),
  created_at: timestampSchema,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = paginatorSchema(auditEntrySchema);
export type AuditPage = z.infer<typeof auditPageSchema>;
