import type { ReactNode } from 'react';

/** A column of a DataTable: its heading, how its cells render, and whether it sorts. */
export interface DataTableColumn<T> {
  /** Stable id; it is also the `column` of the sort descriptor and the default cell field. */
  id: string;
  /** Column heading; also the column's accessible name. */
  title: string;
  /** Lets the user sort by this column (the caller sorts the rows in `onSortChange`). */
  sortable?: boolean;
  /** Horizontal alignment of heading and cells; use `end` for amounts. @default 'start' */
  align?: 'start' | 'center' | 'end';
  /** CSS width (and minimum width) of the column, e.g. `'8rem'`; otherwise it sizes to content. */
  width?: string;
  /** Marks the column that names each row for screen readers. @default the first column */
  isRowHeader?: boolean;
  /** Renders the cell for a row; without it the row's field named `id` is shown as text. */
  render?: (row: T) => ReactNode;
}
