/**
 * The figures both of the brand's order reports carry (the Order Report of grocery orders, and
 * the courier requests' report), and how they become tables: by state, by day and by zone, with
 * the money taken and the average minutes of the two legs of the work. Amounts are integer
 * cents; minutes are whole, rounded, and empty when no order went through the leg.
 */
import {
  columnTotal,
  type ReportColumn,
  type ReportTable,
  type SchemaLibrary,
} from '@backoffice/contract';
import type { z } from 'zod';

const count = (zod: SchemaLibrary) => zod.number().int();
const cents = (zod: SchemaLibrary) => zod.number().int();
const minutes = (zod: SchemaLibrary) => zod.number().int().nullable();

export const orderFiguresSchema = (zod: SchemaLibrary) =>
  zod.object({
    /** Orders placed in the period, by the state they are in now. */
    states: zod.array(zod.object({ status: zod.string(), orders: count(zod), amount: cents(zod) })),
    /** Per day placed: how many, how many completed and cancelled, their revenue and fees. */
    days: zod.array(
      zod.object({
        day: zod.string(),
        placed: count(zod),
        completed: count(zod),
        cancelled: count(zod),
        revenue: cents(zod),
        fees: cents(zod),
      }),
    ),
    /** Per zone: the same money, and the average minutes(zod) of each leg. */
    zones: zod.array(
      zod.object({
        zone: zod.string(),
        placed: count(zod),
        completed: count(zod),
        revenue: cents(zod),
        fees: cents(zod),
        to_ready: minutes(zod),
        to_done: minutes(zod),
      }),
    ),
    /** The average minutes(zod) of each leg over every zone (the zone table's totals row). */
    overall: zod.object({ to_ready: minutes(zod), to_done: minutes(zod) }),
  });
export type OrderFigures = z.infer<ReturnType<typeof orderFiguresSchema>>;

/** The words of one report's tables. */
export interface OrderFigureWords {
  /** `orders`, `requests`. */
  noun: string;
  /** The state labels, by state. */
  states: Readonly<Record<string, string>>;
  completed: string;
  /** The column of the money taken for completed orders. */
  revenue: string;
  /** The fees column, or null when the revenue is the fees (a courier request). */
  fees: string | null;
  toReady: string;
  toDone: string;
}

const sumOf = (rows: readonly Record<string, unknown>[], keys: readonly string[]) =>
  Object.fromEntries(keys.map((key) => [key, columnTotal(rows as Record<string, number>[], key)]));

/** The three tables, with the fees column only when the report has one. */
export function orderFigureTables(data: OrderFigures, words: OrderFigureWords): ReportTable[] {
  const money = (rest: ReportColumn[]): ReportColumn[] => [
    { key: 'revenue', label: words.revenue, kind: 'money' },
    ...(words.fees ? [{ key: 'fees', label: words.fees, kind: 'money' } as const] : []),
    ...rest,
  ];
  const moneyKeys = words.fees ? ['revenue', 'fees'] : ['revenue'];
  const noun = words.noun[0]?.toUpperCase() + words.noun.slice(1);
  const empty = `No ${words.noun} in this period`;
  return [
    {
      id: 'states',
      title: 'By state',
      columns: [
        { key: 'status', label: 'State', kind: 'text' },
        { key: 'orders', label: noun, kind: 'number' },
        { key: 'amount', label: 'Amount', kind: 'money' },
      ],
      rows: data.states.map((row) => ({ ...row, status: words.states[row.status] ?? row.status })),
      totals: { status: 'Total', ...sumOf(data.states, ['orders', 'amount']) },
      emptyText: empty,
    },
    {
      id: 'days',
      title: 'By day',
      columns: [
        { key: 'day', label: 'Day', kind: 'date' },
        { key: 'placed', label: noun, kind: 'number' },
        { key: 'completed', label: words.completed, kind: 'number' },
        { key: 'cancelled', label: 'Cancelled', kind: 'number' },
        ...money([]),
      ],
      rows: data.days,
      totals: {
        day: 'Total',
        ...sumOf(data.days, ['placed', 'completed', 'cancelled', ...moneyKeys]),
      },
      emptyText: empty,
    },
    {
      id: 'zones',
      title: 'By zone',
      columns: [
        { key: 'zone', label: 'Zone', kind: 'text' },
        { key: 'placed', label: noun, kind: 'number' },
        { key: 'completed', label: words.completed, kind: 'number' },
        ...money([
          { key: 'to_ready', label: words.toReady, kind: 'number' },
          { key: 'to_done', label: words.toDone, kind: 'number' },
        ]),
      ],
      rows: data.zones,
      totals: {
        zone: 'All zones',
        ...sumOf(data.zones, ['placed', 'completed', ...moneyKeys]),
        to_ready: data.overall.to_ready,
        to_done: data.overall.to_done,
      },
      emptyText: empty,
    },
  ];
}
