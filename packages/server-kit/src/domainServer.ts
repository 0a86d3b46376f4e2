/**
 * A business domain's server side, as the server assembles it: the hooks and computed SQL of
 * its resources, and the demo rows and saved views it adds to a new install. A domain's `server`
 * entry exports one of these.
 */
import type { Executor } from './executor';
import type { ReportServer } from './reportServer';
import type { ResourceHooks } from './resourceHooks';

/** What a domain's demo seed knows of the install it fills. */
export interface SeedContext {
  /** The day the demo data ends on (the seed's "today"). */
  today: Date;
  /**
   * The first day of the demo's history (`demoHistoryStart(today)`): 1 January of the year the
   * day 90 days before today falls in, so that a fresh start early in a year still has a
   * season of sales, logs and bills behind it.
   */
  since: Date;
  /** Demo accounts' user ids by role name (`Administrator`, `Manager`, ...). */
  users: Readonly<Record<string, number>>;
}

/**
 * A saved view of one of the domain's lists that a new install starts with, so the list's
 * "Views" menu shows real work. It is never anyone's default view: a list opens as it is.
 */
export interface DemoSavedView {
  /** The list: a resource's name (`jf_sales`), offered in `brand`. */
  list: string;
  /** The brand the view belongs to (`BRAND.poultry`). */
  brand: number;
  /**
   * Its owner: the first demo account of this role (`Manager`), which must belong to `brand`
   * and may read the list.
   */
  owner: string;
  /** Its name in the menu, unique among the owner's views of the list. */
  name: string;
  /**
   * What the list shows, as its address carries it, with filters and a sort the list's screen
   * offers: `filter[status]=unpaid&sort=due_on&direction=asc`.
   */
  query: string;
  /** The columns shown, in order; the list's own choice when left out. */
  columns?: readonly string[];
  /** Seen by everyone in the brand who may read the list, not only its owner. @default false */
  shared?: boolean;
}

export interface DomainServer {
  /** The domain's name, as its package names it (`farm`). */
  name: string;
  /** Hooks and computed SQL of the domain's resources, by resource name (`jf_sales`). */
  resources?: Readonly<Record<string, ResourceHooks>>;
  /**
   * Adds the domain's demo rows, inside the demo seed's transaction, once, on an empty install.
   * Domains seed in the order the server lists them (`common` first), so a domain may look up
   * the rows of `common` by name.
   */
  seed?(db: Executor, context: SeedContext): Promise<void>;
  /**
   * DDL of the domain's own tables beside its resources' (a counter of document numbers, the
   * payments of an invoice, a unique index): idempotent statements (`create table if not
   * exists ...`, `create unique index if not exists ...`) the server runs at every start, under
   * the migrations' lock, after the resource tables are synced, so they may refer to them.
   * Nothing is ever dropped; a change of a column needs a statement of its own.
   */
  tables?: readonly string[];
  /**
   * Saved views of the domain's lists for the demo accounts, added by the demo seed after every
   * domain's rows (never on a real install, never anyone's default).
   */
  savedViews?: readonly DemoSavedView[];
  /** The server sides of the domain's date-range reports (`GET /api/<name>`, CSV, PDF). */
  reports?: readonly ReportServer[];
}

/**
 * The first day of the demo's history for a seed made on `today`: 1 January of the year that
 * holds the day 90 days before. 30 June 2025 → 1 January 2025 (2 April 2025 is 90 days before);
 * 1 January 2027 → 1 January 2026 (3 October 2026 is 90 days before).
 */
export function demoHistoryStart(today: Date): Date {
  const back = new Date(today.getTime() - 90 * 86_400_000);
  return new Date(Date.UTC(back.getUTCFullYear(), 0, 1));
}

/** The context of a demo seed made on `today`: its history from `demoHistoryStart`, the accounts. */
export function seedContext(
  today: Date,
  users: Readonly<Record<string, number>> = {},
): SeedContext {
  return { today, since: demoHistoryStart(today), users };
}
