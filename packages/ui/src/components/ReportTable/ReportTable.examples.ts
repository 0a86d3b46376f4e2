import type { ReportColumn } from './ReportTable';

/** One sale of the farm's sales report, shared by the stories; amounts in integer cents. */
export interface SaleRow {
  id: number;
  date: string;
  invoice: string;
  customer: string;
  trays: number;
  amountCents: number;
}

export const saleColumns: ReportColumn<SaleRow>[] = [
  { key: 'date', label: 'Date', kind: 'date' },
  { key: 'invoice', label: 'Invoice' },
  { key: 'customer', label: 'Customer' },
  { key: 'trays', label: 'Trays', kind: 'number' },
  { key: 'amountCents', label: 'Amount', kind: 'money' },
];

const customers = [
  'Adebayo Foods',
  'Blue Harbor Café',
  'Corner Market',
  'Hilltop Diner',
  'Rosewood Care Home',
];

/** Fixed, generated sales: the same rows on every render, so screenshots are stable. */
export const sales: SaleRow[] = Array.from({ length: 60 }, (_, i) => ({
  id: i + 1,
  date: `2026-${String((i % 11) + 1).padStart(2, '0')}-${String(((i * 7) % 27) + 1).padStart(2, '0')}`,
  invoice: `JF-2026-${String(i + 1).padStart(5, '0')}`,
  customer: customers[(i * 3) % customers.length]!,
  trays: ((i * 37) % 240) + 10,
  amountCents: (((i * 37) % 240) + 10) * 850,
}));

export const totalsOf = (rows: readonly SaleRow[]): Partial<SaleRow> => ({
  trays: rows.reduce((sum, row) => sum + row.trays, 0),
  amountCents: rows.reduce((sum, row) => sum + row.amountCents, 0),
});
