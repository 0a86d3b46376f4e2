/**
 * Date-range reports, declared once and read by the server (endpoints: JSON, CSV, PDF) and by
 * the app (one screen shape: From, Thru, Generate, the tables with their totals, Print and CSV).
 * A report's answer is its own JSON (the P&L keeps the spec's shape); `tables` turns that answer
 * into the tables every output shows, so the screen, the CSV and the PDF carry the same figures.
 *
 * A report's schema is built by whoever checks its answer, with the schema library it hands in
 * (`report.schema(SCHEMA_LIBRARY)`: the server's routes, and `useReport`, which loads the library
 * with the first report it fetches). The definitions are read with every other on a list's first
 * screen, and so load without the library.
 */
import type { z } from 'zod';

/**
 * The schema library's constructors a report's schema is built with (zod's, as `SCHEMA_LIBRARY`
 * hands them in): only these, so that the app's build keeps the rest of the library out.
 */
export type SchemaLibrary = Pick<typeof z, 'object' | 'array' | 'string' | 'number' | 'enum'>;

/** How a column's values are shown: money is integer cents, shown as US dollars. */
export type ReportColumnKind = 'text' | 'number' | 'money' | 'date';

export interface ReportColumn {
  key: string;
  label: string;
  kind: ReportColumnKind;
}

export type ReportCell = string | number | null;

/** One table of a report: its rows and, where they add up, its totals row. */
export interface ReportTable {
  id: string;
  title: string;
  columns: readonly ReportColumn[];
  rows: readonly Readonly<Record<string, ReportCell>>[];
  /** The totals row, by column key (a text column may carry a label); null when none. */
  totals: Readonly<Record<string, ReportCell>> | null;
  /** Shown instead of an empty table. */
  emptyText: string;
}

/** The period of every report, both days included, `YYYY-MM-DD`. */
export interface ReportPeriod {
  fromDate: string;
  thruDate: string;
}

export interface ReportDefinitionInput<D> {
  /** The route name of its screen and its API path: `/api/<name>`, `/api/<name>/print`. */
  name: string;
  /** The heading of the screen and the PDF: `Sales Report`. */
  title: string;
  /** What the report shows, in one sentence for its screen. */
  description: string;
  /** The brands it belongs to; the server answers 403 in any other. */
  brands: readonly number[];
  /** The permission it needs (`generate_reports`; `*` for any signed-in user). */
  permission: string;
  /** Its JSON answer's schema, built with the library handed in (once: the first build is kept). */
  schema: (zod: SchemaLibrary) => z.ZodType<D>;
  /** The answer as the tables the screen, the CSV and the PDF show. */
  tables(data: D): ReportTable[];
  /** The downloaded files' name before the dates; the report's name by default. */
  fileStem?: string;
}

export interface ReportDefinition<D = unknown> extends ReportDefinitionInput<D> {
  /** The downloaded files' name without extension: `<stem>_<from>_<thru>`. */
  fileName(period: ReportPeriod): string;
}

/** Checks a report declaration and fills its defaults. */
export function defineReport<D>(input: ReportDefinitionInput<D>): ReportDefinition<D> {
  if (!/^[a-z][a-z0-9-]*$/.test(input.name)) {
    throw new Error(`Report "${input.name}": the name must be kebab-case.`);
  }
  let built: z.ZodType<D> | undefined;
  return {
    ...input,
    schema: (zod) => {
      built ??= input.schema(zod);
      return built;
    },
    fileName: (period) => `${input.fileStem ?? input.name}_${period.fromDate}_${period.thruDate}`,
  };
}

/** The report's API path, or its PDF's. */
export function reportPath(report: ReportDefinition, output: 'data' | 'print' = 'data'): string {
  return output === 'print' ? `/api/${report.name}/print` : `/api/${report.name}`;
}

/** The rules of a report's period, with Laravel's messages when they fail. */
export const REPORT_PERIOD_RULES = {
  fromDate: 'required|date|date_format:Y-m-d',
  thruDate: 'required|date|date_format:Y-m-d|after_or_equal:fromDate',
} as const;

/** The sum of a column over rows, for a totals row. */
export function columnTotal(rows: readonly Readonly<Record<string, ReportCell>>[], key: string) {
  return rows.reduce<number>((sum, row) => sum + Number(row[key] ?? 0), 0);
}
