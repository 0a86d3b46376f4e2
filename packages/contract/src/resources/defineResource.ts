/**
 * One definition per entity, read by the server (table, endpoints, checks) and by the app (list,
 * form and detail screens). A definition says what an entity is: its fields with their types and
 * Laravel-style rules, which fields the list shows, searches, sorts and filters on, who may do
 * what, and whether its rows belong to a brand.
 */
import { UPLOAD_LIMIT_BYTES } from '../constants';

/** What a field holds; decides its column, its implied rules, its input and how it is shown. */
export type FieldType =
  | 'string'
  | 'text'
  | 'email'
  | 'phone'
  | 'number'
  /** Integer cents, shown as US dollars. */
  | 'money'
  /** `YYYY-MM-DD`. */
  | 'date'
  | 'boolean'
  | 'enum'
  /** The id of a row of another resource. */
  | 'reference'
  /**
   * An uploaded file (2 MB unless `maxKilobytes` says less), kept in the server's file storage;
   * records answer it as `{name, url, size, type}`.
   */
  | 'file';

/** The actions a resource offers, each guarded by one permission. */
export type ResourceAction = 'list' | 'view' | 'create' | 'update' | 'delete';
export const RESOURCE_ACTIONS: readonly ResourceAction[] = [
  'list',
  'view',
  'create',
  'update',
  'delete',
];

export interface FieldDefinition {
  type: FieldType;
  /** The label on screens and in the CSV header. */
  label: string;
  /**
   * Laravel rules beyond those the type implies: `required`, `min:n`, `max:n`, `between:a,b`,
   * `in:a,b`, `confirmed`, `same:other`, `unique` (within the brand for brand-scoped resources,
   * ignoring case).
   */
  rules?: readonly string[];
  /** The choices of an `enum` field, as stored and sent. */
  options?: readonly string[];
  /** The resource a `reference` field points to (its `name`). */
  resource?: string;
  /** Text only digits may make up (account and routing numbers). */
  digits?: boolean;
  /** Shown and exported only as its last four characters; never sent back whole. */
  masked?: boolean;
  /** Largest upload of a `file` field, in kilobytes: at most the server's limit of 2 MB. */
  maxKilobytes?: number;
  /**
   * The extensions a `file` field accepts, as Laravel's `mimes` rule lists them (`['pdf', 'jpg']`;
   * `jpg` and `jpeg` are the same). Any type when left out.
   */
  mimes?: readonly string[];
  /** A column of the list screen and of the CSV export's first columns. */
  listed?: boolean;
  /** Matched by the list's `search` (part of the text, ignoring case). */
  searchable?: boolean;
  /** Offered as `?sort=<field>`. */
  sortable?: boolean;
  /** Offered as `?filter[<field>]=value` (and `[from]`/`[to]` for dates and numbers). */
  filterable?: boolean;
  /** The value a new record starts with when the form leaves it out. */
  default?: string | number | boolean;
}

export interface ResourceSection {
  id: string;
  label: string;
  fields: readonly string[];
}

/**
 * Where the app shows a resource the spec's route table does not name: its list at `path`, its
 * create and edit screens at `<path>/new` and `<path>/:id/edit`, and (with `detail`, or more
 * than one section) a read-only page at `<path>/:id` with a tab per section at
 * `<path>/:id/<section>`. Each screen needs its action's permission.
 */
export interface ResourceScreens {
  /** The list's path: `/vehicle-types`. */
  path: string;
  /** The page that gathers the list: the settings page or the human-resources page. */
  group?: 'settings' | 'human-resources';
  /** Whether a record has a read-only page; a row opens the edit screen otherwise. */
  detail?: boolean;
}

export interface ResourceDefinitionInput<F extends Record<string, FieldDefinition>> {
  /** Unique name, also the table name (`expense_categories`). */
  name: string;
  /** The API lives at `/api/<segment>`. */
  segment: string;
  /** One record in words, for headings and messages (`expense category`). */
  singular: string;
  /** Many records in words (`expense categories`). */
  plural: string;
  /** `brand`: every row belongs to the session's active brand. `global`: shared by all brands. */
  scope: 'brand' | 'global';
  /** Brands where the resource exists at all (every brand when left out). */
  brands?: readonly number[];
  fields: F;
  /** The field that names a record (in references, headings and the audit trail). */
  titleField: keyof F & string;
  permissions: Record<ResourceAction, string>;
  /** The list's order when the request names none. */
  defaultSort?: { field: (keyof F & string) | 'id' | 'created_at'; direction: SortDirection };
  perPage?: number;
  /** Tabs of the detail and edit screens; one tab with every field when left out. */
  sections?: readonly ResourceSection[];
  /**
   * The screens of a resource the spec's route table does not name. Left out, the resource has
   * the screens the table names by its words (`vehicle-types`, `new-vehicle-type`,
   * `edit-vehicle-type`, `view-vehicle-type`, `vehicle-type-<section>`), or none.
   */
  screens?: ResourceScreens;
}

export type SortDirection = 'asc' | 'desc';

/** A checked definition with its defaults filled, as every reader sees it. */
export interface ResourceDefinition {
  name: string;
  segment: string;
  singular: string;
  plural: string;
  scope: 'brand' | 'global';
  /** Brands where the resource exists; null for every brand. */
  brands: readonly number[] | null;
  fields: Readonly<Record<string, FieldDefinition>>;
  titleField: string;
  permissions: Readonly<Record<ResourceAction, string>>;
  defaultSort: { field: string; direction: SortDirection };
  perPage: number;
  sections: readonly ResourceSection[];
  /** Screens at paths of their own; null when the spec's route table names them (or none). */
  screens: ResourceScreens | null;
}

/** A definition that keeps its fields' literal types, for typed records and forms. */
export interface TypedResourceDefinition<F extends Record<string, FieldDefinition>>
  extends ResourceDefinition {
  fields: F;
  titleField: keyof F & string;
}

/** Laravel's default page size. */
export const DEFAULT_PER_PAGE = 15;
/** The largest `per_page` a list answers. */
export const MAX_PER_PAGE = 100;

function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

/** The largest upload the server takes, in kilobytes. */
const UPLOAD_LIMIT_KILOBYTES = UPLOAD_LIMIT_BYTES / 1024;
/** Rules that measure a value: a file's size is `maxKilobytes` instead. */
const SIZE_RULES = new Set(['min', 'max', 'between']);

/** What a `file` field may not be: searched, sorted, filtered, unique or sized by rules. */
function checkFileField(at: string, field: FieldDefinition): void {
  if (field.type !== 'file') {
    check(
      field.maxKilobytes === undefined && field.mimes === undefined,
      `${at}: maxKilobytes and mimes belong to file fields.`,
    );
    return;
  }
  check(
    !field.searchable && !field.sortable && !field.filterable && !field.masked,
    `${at}: a file field cannot be searched, sorted, filtered or masked.`,
  );
  for (const rule of field.rules ?? []) {
    const ruleName = rule.split(':')[0] ?? '';
    check(
      ruleName !== 'unique' && !SIZE_RULES.has(ruleName),
      `${at}: a file field takes maxKilobytes, not "${rule}".`,
    );
  }
  if (field.maxKilobytes !== undefined) {
    check(
      Number.isInteger(field.maxKilobytes) &&
        field.maxKilobytes > 0 &&
        field.maxKilobytes <= UPLOAD_LIMIT_KILOBYTES,
      `${at}: maxKilobytes must be a whole number from 1 to ${UPLOAD_LIMIT_KILOBYTES}.`,
    );
  }
  if (field.mimes !== undefined) {
    check(
      field.mimes.length > 0 && field.mimes.every((mime) => /^[a-z0-9]+$/.test(mime)),
      `${at}: mimes must list lower-case extensions without dots.`,
    );
  }
}

/**
 * Checks a definition and fills its defaults. Mistakes (an enum without options, a sortable
 * field that does not exist, a rule the validator does not know) fail when the module loads,
 * not when a request arrives.
 */
export function defineResource<const F extends Record<string, FieldDefinition>>(
  input: ResourceDefinitionInput<F>,
): TypedResourceDefinition<F> {
  const where = `Resource "${input.name}"`;
  check(/^[a-z][a-z0-9_]*$/.test(input.name), `${where}: the name must be snake_case.`);
  check(/^[a-z][a-z0-9-]*$/.test(input.segment), `${where}: the segment must be kebab-case.`);
  const names = Object.keys(input.fields);
  check(names.length > 0, `${where}: no fields.`);
  for (const [name, field] of Object.entries(input.fields)) {
    const at = `${where}, field "${name}"`;
    check(/^[a-z][a-z0-9_]*$/.test(name), `${at}: the name must be snake_case.`);
    check(!RESERVED_FIELDS.has(name), `${at}: the name is reserved.`);
    if (field.type === 'enum') check(field.options?.length, `${at}: an enum needs options.`);
    if (field.type === 'reference') check(field.resource, `${at}: a reference needs a resource.`);
    checkFileField(at, field);
    if (field.masked)
      check(
        !field.searchable && !field.sortable && !field.filterable,
        `${at}: a masked field cannot be searched, sorted or filtered.`,
      );
    for (const rule of field.rules ?? []) {
      const ruleName = rule.split(':')[0] ?? '';
      check(KNOWN_RULES.has(ruleName), `${at}: unknown rule "${rule}".`);
    }
  }
  check(names.includes(input.titleField), `${where}: the title field is not a field.`);
  for (const section of input.sections ?? []) {
    for (const name of section.fields) {
      check(names.includes(name), `${where}: section "${section.id}" names an unknown field.`);
    }
  }
  const sort: { field: string; direction: SortDirection } = input.defaultSort ?? {
    field: 'id',
    direction: 'desc',
  };
  check(
    sort.field === 'id' || sort.field === 'created_at' || input.fields[sort.field]?.sortable,
    `${where}: the default sort field is not sortable.`,
  );
  if (input.screens) {
    check(
      /^(\/[a-z0-9]+(-[a-z0-9]+)*)+$/.test(input.screens.path),
      `${where}: the screens' path must be kebab-case segments, like /vehicle-types.`,
    );
  }
  return {
    ...input,
    screens: input.screens ?? null,
    brands: input.brands ?? null,
    defaultSort: sort,
    perPage: input.perPage ?? DEFAULT_PER_PAGE,
    sections: input.sections ?? [{ id: 'details', label: 'Details', fields: names }],
  };
}

/** Columns every table has; fields cannot use these names. */
export const RESERVED_FIELDS: ReadonlySet<string> = new Set([
  'id',
  'brand_id',
  'created_at',
  'updated_at',
  'labels',
]);

const KNOWN_RULES = new Set([
  'required',
  'nullable',
  'email',
  'min',
  'max',
  'between',
  'in',
  'date',
  'confirmed',
  'same',
  'unique',
]);

/** Whether the resource exists in this brand. */
export function resourceInBrand(resource: ResourceDefinition, brandId: number): boolean {
  return resource.brands === null || resource.brands.includes(brandId);
}

/** Field names, in definition order. */
export function fieldNames(resource: ResourceDefinition): string[] {
  return Object.keys(resource.fields);
}

/** The largest file a `file` field takes, in bytes. */
export function fileLimitBytes(field: FieldDefinition): number {
  return (field.maxKilobytes ?? UPLOAD_LIMIT_KILOBYTES) * 1024;
}

/** The `file` fields, in definition order. */
export function fileFields(resource: ResourceDefinition): string[] {
  return Object.entries(resource.fields)
    .filter(([, field]) => field.type === 'file')
    .map(([name]) => name);
}

/** The fields with a flag set, in definition order. */
export function fieldsWhere(
  resource: ResourceDefinition,
  flag: 'listed' | 'searchable' | 'sortable' | 'filterable' | 'masked',
): string[] {
  return Object.entries(resource.fields)
    .filter(([, field]) => field[flag])
    .map(([name]) => name);
}

/** The API path of the resource, or of one record. */
export function resourcePath(resource: ResourceDefinition, id?: number | string): string {
  const base = `/api/${resource.segment}`;
  return id === undefined ? base : `${base}/${id}`;
}
