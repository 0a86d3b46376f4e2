/**
 * What a domain's server side adds to its resources, by resource name: code that runs inside a
 * save's or an action's transaction (copy today's price onto a line, refuse a refund over what
 * was paid), and the SQL of computed fields. The server runs each hook with the transaction's
 * Executor, after its own checks, with the record's row locked.
 */
import type { SQL } from 'drizzle-orm';
import type { Executor, Row } from './executor';

/** A realtime event, published once the transaction has committed (never for a rolled-back one). */
export interface DomainEvent {
  /** Pusher channel names: `private-jfd-orders`. */
  channels: readonly string[];
  event: string;
  data: unknown;
}

/** A notification (the bell): its words and the page it opens. */
export interface NotificationMessage {
  title: string;
  /** The app's path it opens: `/jfd-orders/12`. */
  link?: string | null;
}

/** Who a notification is for: users by id, or the users of the brand holding a role. */
export type NotifyTarget = readonly number[] | { role: string };

/** What every hook knows. */
export interface HookContext {
  /** The transaction of the save or action: every query of the hook goes through it. */
  db: Executor;
  /** The session's active brand. */
  brandId: number;
  /** The user who saves or acts. */
  userId: number;
  /** Today, `YYYY-MM-DD`, in the brand's time zone. */
  today: string;
  /** Queues a realtime event, sent after the commit. */
  publish(event: DomainEvent): void;
  /**
   * Stores a notification for each user (by id, or every user of the brand holding `role`) in
   * the transaction, and pushes each on its owner's private channel after the commit.
   */
  notify(to: NotifyTarget, message: NotificationMessage): Promise<void>;
}

/** A create or a change about to be stored. */
export interface SaveContext extends HookContext {
  mode: 'create' | 'update';
  /** The record's id; null on create (the row is not written yet). */
  recordId: number | null;
  /** The stored values before a change (locked); null on create. */
  before: Row | null;
  /** The validated values to store; the hook may change them (read-only fields included). */
  values: Row;
  /**
   * The validated lines to store, in order; the hook may change them (a line's read-only fields
   * start null). Undefined when the save leaves the lines as they are.
   */
  lines: Row[] | undefined;
}

/** A create or a change just written, in its transaction: the row and its lines are stored. */
export interface SavedContext extends HookContext {
  mode: 'create' | 'update';
  /** The record's id. */
  recordId: number;
  /** The stored values before a change; null on create. */
  before: Row | null;
  /** The values as stored (a change: every field, the changed ones new). */
  values: Row;
  /** Whether the save replaced the record's lines (always on a create with lines). */
  linesChanged: boolean;
}

/** A record about to be deleted, its row still there, in the delete's transaction. */
export interface DeleteContext extends HookContext {
  recordId: number;
  /** The stored values. */
  before: Row;
}

/** One action on one record. */
export interface ActionContext extends HookContext {
  /** The action's name: `refund`. */
  action: string;
  recordId: number;
  /** The record's stored values, its row locked until the transaction ends. */
  record: Row;
  /** The record's stored lines, with their ids, in order (empty without lines). */
  recordLines: Row[];
  /** The action's validated input in stored types. */
  input: Row;
  /** The action's validated lines, in order. */
  inputLines: Row[];
}

/** What an action's hook decides besides its own writes. */
export interface ActionOutcome {
  /** The state to move to, when the definition's `to` leaves it to the hook. */
  state?: string;
  /** Other fields of the record to set (`void_reason`). */
  values?: Row;
  /** Added to the audit entry's input (the amount a refund gave back). */
  audit?: Row;
  /**
   * The id of another record of the same resource to answer instead of this one, once the
   * transaction has committed: a converted estimate answers the invoice made from it.
   */
  answer?: number;
}

// biome-ignore lint/suspicious/noConfusingVoidType: a hook with nothing to add returns nothing.
export type ActionHook = (context: ActionContext) => Promise<ActionOutcome | void>;

/**
 * The undo of a reversible action, in the undo's transaction with the record's row locked,
 * before the server puts back the fields the action changed: it removes or reverses what the
 * action's hook wrote elsewhere (the stock movements a void posted), or refuses with a
 * `DomainError`.
 */
export interface UndoContext extends HookContext {
  /** The action being undone: `void`. */
  action: string;
  recordId: number;
  /** The record's stored values now (as the action left them). */
  record: Row;
  /** The values the server puts back: the fields the action changed, as they were before it. */
  restored: Row;
  /** The action's input, as it was given. */
  input: Row;
}

export type UndoHook = (context: UndoContext) => Promise<void>;

/**
 * The undo hook of an action whose hook writes only the record's own fields (it answers
 * `values` and nothing else): the server's own undo, which puts those fields back, is all it
 * needs. Naming it says so, where the server would otherwise refuse a reversible action with a
 * hook and no undo.
 */
export const undoRecordFieldsOnly: UndoHook = async () => {};

/** The undo of a delete: the row and its lines are written back; the hook restores the rest. */
export interface UndoDeleteContext extends HookContext {
  recordId: number;
  /** The record's stored values, as they were when it was deleted. */
  restored: Row;
}

/**
 * The SQL of a computed field: an expression over the record's row, given as its alias (`t`),
 * e.g. `(row) => sql\`(select coalesce(sum(l.quantity * l.unit_price), 0) from jf_sale_lines l
 * where l.sale_id = ${row}.id)\``. It is selected, sorted and filtered like a column.
 */
export type ComputedSql = (row: SQL) => SQL;

/** What a record view knows: the record as the endpoints answer it, in the session's brand. */
export interface RecordViewContext {
  /** The database (no transaction: a view only reads). */
  db: Executor;
  brandId: number;
  userId: number;
  /** Today, `YYYY-MM-DD`, in the brand's time zone. */
  today: string;
  /** The record as `GET /api/<segment>/{id}` answers it (computed fields and lines included). */
  record: Row;
}

/** A view's answer: JSON (`{data}`), or a file sent as an attachment (a printed invoice). */
export type RecordView =
  | { data: unknown }
  | { file: { name: string; type: string; body: Uint8Array } };

/**
 * A read-only view of one record beyond the record itself: `GET /api/<segment>/{id}/<name>`,
 * under the resource's `view` permission and brand, 404 for a record the brand does not have.
 */
export type RecordViewHook = (context: RecordViewContext) => Promise<RecordView>;

/** Who asks for a resource's records. */
export interface RowViewer {
  userId: number;
  permissions: readonly string[];
  brandId: number;
}

export interface ResourceHooks {
  /** Before a new record (and its lines) is written. */
  beforeCreate?(context: SaveContext): Promise<void>;
  /** Before a change is written (after the version check). */
  beforeUpdate?(context: SaveContext): Promise<void>;
  /**
   * After a create or a change is written, in its transaction: for rows that need the record's
   * id (the stock movements a log posts). Not called for a change that changed nothing.
   */
  afterSave?(context: SavedContext): Promise<void>;
  /** Before a record is deleted, in the delete's transaction: may refuse, or remove its rows. */
  beforeDelete?(context: DeleteContext): Promise<void>;
  /** The work of the definition's actions, by name; needed by an action without `to`. */
  actions?: Record<string, ActionHook>;
  /**
   * The undo of reversible actions that have a hook, by name (the server refuses to start
   * without one): `undoRecordFieldsOnly` for a hook that writes only the record's fields.
   */
  undo?: Record<string, UndoHook>;
  /**
   * Restores what `beforeDelete` removed (a deleted record's movements), once the row is back:
   * with it, a resource whose delete has a hook offers undo as well.
   */
  undoDelete?(context: UndoDeleteContext): Promise<void>;
  /** The SQL of each of the definition's computed fields. */
  computed?: Record<string, ComputedSql>;
  /**
   * Narrows the records a user reaches within the brand (lists, CSV, the record, its views,
   * files, changes and actions): a condition over the record's row, or null for all of them.
   * Others answer 404. The delivery brand keeps a driver to the orders assigned to them.
   */
  rows?(viewer: RowViewer): ComputedSql | null;
  /**
   * Read-only views of a record by path segment (`print` for `GET /api/jf-invoices/{id}/print`,
   * `payments`): the record's payments as JSON, its PDF. Never `audit` or `files`.
   */
  views?: Record<string, RecordViewHook>;
  /**
   * Permissions a user holds for single records of this resource, by the record's key
   * (`recordKey`): a store member's store-level permissions, `{ 'green-grocer':
   * ['access_evdati_products'] }`. A permission check on a route that addresses one of these
   * records (its own record routes, or a nested resource's routes under it) passes when the user
   * holds the permission globally or here. The session answers the map as the user's
   * `store_permissions`.
   */
  grants?(db: Executor, viewer: GrantViewer): Promise<Readonly<Record<string, readonly string[]>>>;
}

/** Whose record-level permissions are asked for, in which brand. */
export interface GrantViewer {
  userId: number;
  brandId: number;
}
