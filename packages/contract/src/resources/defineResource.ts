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
   * Ids of rows of another resource (a line's add-ons), sent as `addon_ids[]=3&addon_ids[]=5` or
   * a JSON array, stored as an integer array, answered as `[3, 5]` (empty when none).
   */
  | 'references'
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
  /**
   * A `number` field holding the id of a user of the session's brand (an employee's account):
   * the form picks one from `GET /api/staff`, the server refuses any other ('The selected user
   * id is invalid.') and answers the user's name in the record's `labels`.
   */
  staff?: boolean;
  /** Text only digits may make up (account and routing numbers). */
  digits?: boolean;
  /** Shown and exported only as its last four characters; never sent back whole. */
  masked?: boolean;
  /**
   * Above this a form asks before saving (a count or an amount unusually large for the field);
   * `USUAL_COUNT_MAX` and `USUAL_MONEY_MAX_CENTS` by default (see `limits.ts`).
   */
  usualMax?: number;
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
  /**
   * Answered but never taken from a request: set by its `default`, an action or the domain's
   * server hooks (a sale's `status`, the price a line copies from its item).
   */
  readOnly?: boolean;
}

/**
 * Rows edited with their parent, sent as `lines[0][quantity]=2` (or a JSON array) and checked
 * with messages naming the line ('Line 1: the quantity field is required.').
 */
export interface InputLinesDefinition {
  label: string;
  fields: Record<string, FieldDefinition>;
  /** Fewest lines (`required` and Laravel's array `min` when 1 or more). */
  min?: number;
  /** Most lines. */
  max?: number;
}

/**
 * A resource's lines: child rows kept in their own table (a foreign key to the parent, deleted
 * with it, and a `position`), saved in the parent's transaction, answered as the record's
 * `lines` (`[{id, ...fields}]`) and audited with the parent.
 */
export interface LinesDefinition extends InputLinesDefinition {
  /** The child table: `jf_sale_lines`. */
  table: string;
  /** Its column naming the parent row: `sale_id`. */
  parentKey: string;
}

/** A read-only value the server computes in SQL (the domain supplies the SQL); never stored. */
export interface ComputedFieldDefinition {
  type: 'money' | 'number';
  label: string;
  listed?: boolean;
  sortable?: boolean;
  /** `?filter[total]=900` and `?filter[total][from]=...&filter[total][to]=...`. */
  filterable?: boolean;
}

/**
 * Something done to one record beyond a change: `POST /api/<segment>/{id}/<name>`. It runs from
 * some states of the state field, under its own permission, with its own input, in one
 * transaction with the domain's hook, and is audited with its input.
 */
export interface ActionDefinition {
  /** The button's words: `Void`. */
  label: string;
  /** The states it runs from; any other answers 409 with `wrongState`. */
  from: readonly string[];
  /** The state it moves to; left out when the domain's hook decides (a refund). */
  to?: string;
  permission: string;
  /** Its input, checked like a form (a reason, say). */
  input?: Record<string, FieldDefinition>;
  /** Lines of its input (what a refund returns). */
  lines?: InputLinesDefinition;
  /** The question asked before it runs. */
  confirm?: string;
  /** The 409 answer from another state: 'Only completed sales can be voided.' */
  wrongState: string;
  /**
   * A sentence of its own for some states, instead of `wrongState`:
   * `{ partially_refunded: 'A sale with refunds cannot be voided.' }`.
   */
  stateMessages?: Readonly<Record<string, string>>;
  /**
   * How a wrong state is answered: 409 (`{message}`, the default), or 422 with the sentence
   * under the state field (`{message, errors: {status: [...]}}`) for an action whose wrong
   * state is the input's fault, as a payment on a void invoice is.
   */
  wrongStateStatus?: 409 | 422;
  /** Whether another action can undo it (the screens word the confirmation accordingly). */
  reversible?: boolean;
}

/** What a definition's `permissions` names: `update` and `delete` may be left out. */
export type ResourcePermissionsInput = Record<'list' | 'view' | 'create', string> &
  Partial<Record<'update' | 'delete', string>>;

/**
 * The permission of an operation a resource does not offer (a sale is never changed or
 * deleted): no user holds it, so a screen that asks for it hides its button.
 */
export const NOBODY = '(nobody)';

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

/** The route names of a resource's screens, as the route table holds them. */
export interface ResourceRouteNames {
  list: string;
  /**
   * The new-record screen; none when records are made elsewhere (a deposit is recorded from
   * the list's dialog).
   */
  create?: string;
  /** The edit screen; none for a record that is never changed, such as a sale. */
  edit?: string;
  /** The record's read-only page. */
  detail?: string;
  /** A route per section of the record's page, by section id. */
  sections?: Readonly<Record<string, string>>;
}

/**
 * The record a nested resource's rows belong to (a store's products): its resource, the field of
 * the child that refers to it, and the parent's field that addresses it in the child's segment
 * (`evd-stores/:storeSlug/products` finds the store by its `slug`).
 */
export interface ResourceParent {
  resource: string;
  field: string;
  key: string;
}

export interface ResourceDefinitionInput<
  F extends Record<string, FieldDefinition>,
  C extends Record<string, ComputedFieldDefinition> = Record<never, ComputedFieldDefinition>,
> {
  /** Unique name, also the table name (`expense_categories`). */
  name: string;
  /**
   * The API lives at `/api/<segment>`. A nested resource's segment names its parent's segment
   * and the parameter that finds the parent: `evd-stores/:storeSlug/products`.
   */
  segment: string;
  /** The parent record of a nested resource (see `ResourceParent`). */
  parent?: ResourceParent;
  /**
   * A unique text field that addresses a record in the API instead of its id
   * (`GET /api/evd-stores/green-grocer`).
   */
  recordKey?: keyof F & string;
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
  /**
   * The permission of each operation. Leaving out `update` or `delete` means the resource does
   * not offer it: its endpoints answer 405 and `offers` leaves it out.
   */
  permissions: ResourcePermissionsInput;
  /**
   * Permissions that may also list and view the records (never change them), so that a form of
   * another resource can offer them to pick: the flocks in an egg collection log, for a worker
   * with `access_egg_collection_logs` but not `manage_livestock`.
   */
  readers?: readonly string[];
  /** The list's order when the request names none. */
  defaultSort?: {
    field: (keyof F & string) | 'id' | 'created_at' | (keyof C & string);
    direction: SortDirection;
  };
  perPage?: number;
  /** Tabs of the detail and edit screens; one tab with every field when left out. */
  sections?: readonly ResourceSection[];
  /**
   * The screens of a resource the spec's route table does not name. Left out, the resource has
   * the screens the table names by its words (`vehicle-types`, `new-vehicle-type`,
   * `edit-vehicle-type`, `view-vehicle-type`, `vehicle-type-<section>`), or none.
   */
  screens?: ResourceScreens;
  /**
   * The route names of the resource's screens, when the spec's table names them otherwise than
   * by the resource's words (`jf-sale-items`, `new-jf-sale-item`, `edit-jf-sale-item`). Each
   * name must be a route of the table; a screen a domain writes by hand for one of them wins
   * over the generic one.
   */
  routes?: ResourceRouteNames;
  /** The enum field that holds the record's state, which `actions` move. */
  stateField?: keyof F & string;
  /** What may be done to a record besides a change, by name (`void`, `refund`). */
  actions?: Record<string, ActionDefinition>;
  /** Child rows edited with the record. */
  lines?: LinesDefinition;
  /** Read-only values computed in SQL by the domain's server side (`total`). */
  computed?: C;
  /**
   * Money or number fields (stored or computed) whose sums over every row the list's search and
   * filters match are answered with each page (`totals`), for a list's totals row.
   */
  listTotals?: readonly ((keyof F & string) | (keyof C & string))[];
}

export type SortDirection = 'asc' | 'desc';

/** A checked definition with its defaults filled, as every reader sees it. */
export interface ResourceDefinition {
  name: string;
  segment: string;
  /** The parent record of a nested resource; null for others. */
  parent: ResourceParent | null;
  /** The field whose value addresses a record in the API; null when the id does. */
  recordKey: string | null;
  singular: string;
  plural: string;
  scope: 'brand' | 'global';
  /** Brands where the resource exists; null for every brand. */
  brands: readonly number[] | null;
  fields: Readonly<Record<string, FieldDefinition>>;
  titleField: string;
  permissions: Readonly<Record<ResourceAction, string>>;
  /** Permissions that may also list and view; empty for none. */
  readers: readonly string[];
  defaultSort: { field: string; direction: SortDirection };
  perPage: number;
  sections: readonly ResourceSection[];
  /** Screens at paths of their own; null when the spec's route table names them (or none). */
  screens: ResourceScreens | null;
  /** The route names of its screens, when given explicitly; null to find them by its words. */
  routes: ResourceRouteNames | null;
  /** The operations served (`update` and `delete` only when `permissions` names them). */
  offers: readonly ResourceAction[];
  /** The state field; null when the resource has no states. */
  stateField: string | null;
  actions: Readonly<Record<string, ActionDefinition>>;
  lines: LinesDefinition | null;
  computed: Readonly<Record<string, ComputedFieldDefinition>>;
  /** The fields summed over a list's matching rows; empty for none. */
  listTotals: readonly string[];
}

/** A definition that keeps its fields' literal types, for typed records and forms. */
export interface TypedResourceDefinition<
  F extends Record<string, FieldDefinition>,
  C extends Record<string, ComputedFieldDefinition> = Record<never, ComputedFieldDefinition>,
> extends ResourceDefinition {
  fields: F;
  titleField: keyof F & string;
  computed: C;
}

/** Laravel's default page size. */
export const DEFAULT_PER_PAGE = 15;
/** The largest `per_page` a list answers. */
export const MAX_PER_PAGE = 1000;

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
 * Whether `defineResource` checks what it is given. Off only in the built app
 * (`__DEFINITIONS_CHECKED__`, the app's vite `define`): the server, the tests and the stories load
 * the same definitions and check them, and a slow phone is spared some 70 definitions' checks
 * (about 6 ms of the first screen's work on a desktop, four times that on the phone).
 */
declare const __DEFINITIONS_CHECKED__: boolean | undefined;
const DEFINITIONS_CHECKED =
  typeof __DEFINITIONS_CHECKED__ === 'undefined' || __DEFINITIONS_CHECKED__ !== false;

/**
 * Checks a definition (see `DEFINITIONS_CHECKED`) and fills its defaults. Mistakes (an enum
 * without options, a sortable field that does not exist, a rule the validator does not know)
 * fail when the module loads, not when a request arrives.
 */
export function defineResource<
  const F extends Record<string, FieldDefinition>,
  const C extends Record<string, ComputedFieldDefinition> = Record<never, ComputedFieldDefinition>,
>(input: ResourceDefinitionInput<F, C>): TypedResourceDefinition<F, C> {
  if (DEFINITIONS_CHECKED) checkDefinition(input);
  const names = Object.keys(input.fields);
  const sort: { field: string; direction: SortDirection } = input.defaultSort ?? {
    field: 'id',
    direction: 'desc',
  };
  const offers = RESOURCE_ACTIONS.filter((action) => input.permissions[action] !== undefined);
  return {
    ...input,
    parent: input.parent ?? null,
    recordKey: input.recordKey ?? null,
    permissions: {
      ...input.permissions,
      update: input.permissions.update ?? NOBODY,
      delete: input.permissions.delete ?? NOBODY,
    },
    offers,
    readers: input.readers ?? [],
    stateField: input.stateField ?? null,
    actions: input.actions ?? {},
    lines: input.lines ?? null,
    computed: (input.computed ?? {}) as C,
    listTotals: input.listTotals ?? [],
    screens: input.screens ?? null,
    routes: input.routes ?? null,
    brands: input.brands ?? null,
    defaultSort: sort,
    perPage: input.perPage ?? DEFAULT_PER_PAGE,
    sections: input.sections ?? [{ id: 'details', label: 'Details', fields: names }],
  };
}

/** Every check of `defineResource`: the first mistake found fails with its message. */
function checkDefinition<
  F extends Record<string, FieldDefinition>,
  C extends Record<string, ComputedFieldDefinition>,
>(input: ResourceDefinitionInput<F, C>): void {
  const where = `Resource "${input.name}"`;
  check(/^[a-z][a-z0-9_]*$/.test(input.name), `${where}: the name must be snake_case.`);
  const names = Object.keys(input.fields);
  check(names.length > 0, `${where}: no fields.`);
  checkFields(where, input.fields);
  checkAddressing(where, input);
  for (const [name, field] of Object.entries(input.fields)) {
    check(
      field.type !== 'references',
      `${where}, field "${name}": a list of references is a line field only.`,
    );
  }
  const computed = (input.computed ?? {}) as Record<string, ComputedFieldDefinition>;
  for (const name of Object.keys(computed)) {
    check(
      /^[a-z][a-z0-9_]*$/.test(name) && !RESERVED_FIELDS.has(name) && !input.fields[name],
      `${where}: the computed field "${name}" needs a snake_case name of its own.`,
    );
  }
  if (input.lines) {
    check(
      /^[a-z][a-z0-9_]*$/.test(input.lines.table) &&
        /^[a-z][a-z0-9_]*$/.test(input.lines.parentKey),
      `${where}: the lines' table and parent key must be snake_case.`,
    );
    checkFields(`${where}, lines`, input.lines.fields, LINE_RESERVED);
    check(!input.lines.fields[input.lines.parentKey], `${where}: a line field is the parent key.`);
  }
  checkActions(where, input);
  check(names.includes(input.titleField), `${where}: the title field is not a field.`);
  for (const section of input.sections ?? []) {
    for (const name of section.fields) {
      check(names.includes(name), `${where}: section "${section.id}" names an unknown field.`);
    }
  }
  const sort = input.defaultSort ?? { field: 'id', direction: 'desc' };
  check(
    sort.field === 'id' ||
      sort.field === 'created_at' ||
      input.fields[sort.field]?.sortable ||
      computed[sort.field]?.sortable,
    `${where}: the default sort field is not sortable.`,
  );
  if (input.screens) {
    check(
      /^(\/[a-z0-9]+(-[a-z0-9]+)*)+$/.test(input.screens.path),
      `${where}: the screens' path must be kebab-case segments, like /vehicle-types.`,
    );
  }
  if (input.routes) {
    check(!input.screens, `${where}: give either screens or routes, not both.`);
    check(
      input.routes.edit !== undefined || input.routes.detail !== undefined,
      `${where}: a record needs an edit or a detail screen to open.`,
    );
    for (const id of Object.keys(input.routes.sections ?? {})) {
      check(
        (input.sections ?? []).some((section) => section.id === id),
        `${where}: routes name an unknown section "${id}".`,
      );
    }
  }
  for (const name of input.listTotals ?? []) {
    const summed = input.fields[name] ?? input.computed?.[name];
    check(
      summed?.type === 'money' || summed?.type === 'number',
      `${where}: listTotals names "${name}", which is not a money or number field.`,
    );
  }
}

const KEBAB = /^[a-z][a-z0-9-]*$/;
const NESTED_SEGMENT = /^[a-z][a-z0-9-]*\/:[a-z][a-zA-Z0-9]*\/[a-z][a-z0-9-]*$/;

/**
 * A segment is kebab-case, or for a nested resource `<parent segment>/:<param>/<path>`; the
 * parent's field in the child refers to the parent and is read-only (the server sets it); a
 * record key is a unique text field.
 */
function checkAddressing(
  where: string,
  input: Pick<
    ResourceDefinitionInput<Record<string, FieldDefinition>>,
    'segment' | 'parent' | 'recordKey' | 'fields'
  >,
): void {
  if (!input.parent) {
    check(KEBAB.test(input.segment), `${where}: the segment must be kebab-case.`);
  } else {
    check(
      NESTED_SEGMENT.test(input.segment),
      `${where}: a nested segment reads <parent segment>/:<param>/<path>.`,
    );
    const field = input.fields[input.parent.field];
    check(
      field?.type === 'reference' && field.resource === input.parent.resource && field.readOnly,
      `${where}: the parent's field must be a read-only reference to ${input.parent.resource}.`,
    );
  }
  if (input.recordKey !== undefined) {
    const field = input.fields[input.recordKey];
    check(
      field?.type === 'string' && (field.rules ?? []).includes('unique') && !input.parent,
      `${where}: the record key must be a unique string field of a resource that is not nested.`,
    );
  }
}

/** Checks each field of a definition (or of its lines, or an action's input). */
function checkFields(
  where: string,
  fields: Record<string, FieldDefinition>,
  reserved: ReadonlySet<string> = RESERVED_FIELDS,
): void {
  check(Object.keys(fields).length > 0, `${where}: no fields.`);
  for (const [name, field] of Object.entries(fields)) {
    const at = `${where}, field "${name}"`;
    check(/^[a-z][a-z0-9_]*$/.test(name), `${at}: the name must be snake_case.`);
    check(!reserved.has(name), `${at}: the name is reserved.`);
    if (field.type === 'enum') check(field.options?.length, `${at}: an enum needs options.`);
    if (field.type === 'reference' || field.type === 'references')
      check(field.resource, `${at}: a reference needs a resource.`);
    if (field.type === 'references')
      check(
        !field.searchable &&
          !field.sortable &&
          !field.filterable &&
          !field.masked &&
          !(field.rules ?? []).includes('unique'),
        `${at}: a list of references cannot be searched, sorted, filtered, masked or unique.`,
      );
    checkFileField(at, field);
    if (field.staff) check(field.type === 'number', `${at}: a staff field is a number field.`);
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
}

/** The state field is an enum, and each action moves between its options. */
function checkActions(
  where: string,
  input: Pick<
    ResourceDefinitionInput<Record<string, FieldDefinition>>,
    'fields' | 'stateField' | 'actions'
  >,
): void {
  const actions = Object.entries(input.actions ?? {});
  if (!input.stateField) {
    check(actions.length === 0, `${where}: actions need a state field.`);
    return;
  }
  const state = input.fields[input.stateField];
  check(state?.type === 'enum', `${where}: the state field must be an enum field.`);
  const states = state.options ?? [];
  for (const [name, action] of actions) {
    const at = `${where}, action "${name}"`;
    // Its path segment: `void`, `start-fulfilment` (snake_case or kebab-case).
    check(
      /^[a-z][a-z0-9]*([_-][a-z0-9]+)*$/.test(name),
      `${at}: the name must be snake_case or kebab-case.`,
    );
    check(!RESERVED_ACTIONS.has(name), `${at}: the name is an endpoint already.`);
    check(action.from.length > 0, `${at}: it must run from some state.`);
    const named = [...action.from, ...(action.to ? [action.to] : [])];
    for (const from of [...named, ...Object.keys(action.stateMessages ?? {})]) {
      check(states.includes(from), `${at}: "${from}" is not a state.`);
    }
    if (action.input) checkFields(`${at}, input`, action.input, ACTION_RESERVED);
    if (action.lines) checkFields(`${at}, lines`, action.lines.fields, LINE_RESERVED);
  }
}

/** Columns every table has; fields cannot use these names. */
export const RESERVED_FIELDS: ReadonlySet<string> = new Set([
  'id',
  'brand_id',
  'created_at',
  'updated_at',
  'labels',
  'version',
  'lines',
]);

/** Columns every line has. */
const LINE_RESERVED: ReadonlySet<string> = new Set(['id', 'position']);
/** Names an action's input cannot take: the record's version and its lines travel as such. */
const ACTION_RESERVED: ReadonlySet<string> = new Set(['version', 'lines']);
/** The record's own sub-paths. */
const RESERVED_ACTIONS: ReadonlySet<string> = new Set(['audit', 'files']);

const KNOWN_RULES = new Set([
  'required',
  'nullable',
  'email',
  'min',
  'max',
  'between',
  'in',
  'date',
  /** `before_or_equal:today` on a record of something that happened: never dated ahead. */
  'before_or_equal',
  'confirmed',
  'same',
  'unique',
  /** Whole numbers only, for a `number` field (its column is then an integer). */
  'integer',
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

/**
 * A list's columns: the listed fields, then the listed computed ones (a donation's value, an
 * item's stock on hand), in the definition's order.
 */
export function listedColumns(resource: ResourceDefinition): string[] {
  const computed = Object.entries(resource.computed)
    .filter(([, field]) => field.listed)
    .map(([name]) => name);
  return [...fieldsWhere(resource, 'listed'), ...computed];
}

/** A column's definition: the field of that name, or the computed field (shown as a field). */
export function columnField(
  resource: ResourceDefinition,
  name: string,
): FieldDefinition | undefined {
  return resource.fields[name] ?? (resource.computed[name] as FieldDefinition | undefined);
}

/** The parameter a nested resource's segment finds its parent by (`storeSlug`); null for others. */
export function parentParam(resource: ResourceDefinition): string | null {
  return /\/:([a-zA-Z0-9]+)\//.exec(resource.segment)?.[1] ?? null;
}

/**
 * A nested resource's definition for one parent: its segment with the parameter filled in
 * (`evd-stores/green-grocer/products`), for every call of the client. Others come back as they
 * are. A missing parameter throws: a nested resource has no address without its parent.
 */
export function scopedResource<R extends ResourceDefinition>(
  resource: R,
  params: Readonly<Record<string, string | undefined>>,
): R {
  const param = parentParam(resource);
  if (param === null) return resource;
  const value = params[param];
  if (!value) throw new Error(`${resource.name} needs its ${param}.`);
  return { ...resource, segment: resource.segment.replace(`:${param}`, encodeURIComponent(value)) };
}

/** The API path of the resource, or of one record. */
export function resourcePath(resource: ResourceDefinition, id?: number | string): string {
  const base = `/api/${resource.segment}`;
  return id === undefined ? base : `${base}/${id}`;
}

/** The address of an action on a record: `/api/jf-sales/12/void`. */
export function actionPath(
  resource: ResourceDefinition,
  id: number | string,
  action: string,
): string {
  return `/api/${resource.segment}/${id}/${action}`;
}
