import type { ImportPreview, ImportRow } from '@backoffice/contract';
import { DataTable, type DataTableColumn } from '@backoffice/ui/DataTable';
import * as styles from './import.css';

export interface ImportPreviewTableProps {
  preview: ImportPreview;
  /** The table's accessible name: `Rows with errors`. */
  label: string;
}

/** One cell of a bad row: what the file holds, and under it that field's errors. */
function Cell({ row, field }: { row: ImportRow; field: string }) {
  const value = row.values[field] ?? '';
  const errors = row.errors[field] ?? [];
  return (
    <>
      {value === '' ? <span className={styles.empty}>empty</span> : value}
      {errors.map((message) => (
        <span key={message} className={styles.cellError}>
          {message}
        </span>
      ))}
    </>
  );
}

/** The bad rows of an import file: their line, each column's cell with its errors. */
export function ImportPreviewTable({ preview, label }: ImportPreviewTableProps) {
  const columns: DataTableColumn<ImportRow>[] = [
    { id: 'line', title: 'Line', align: 'end', width: '5rem', render: (row) => row.line },
    ...preview.columns.map((column) => ({
      id: column.name,
      title: column.label,
      render: (row: ImportRow) => <Cell row={row} field={column.name} />,
    })),
  ];
  return (
    <DataTable
      aria-label={label}
      columns={columns}
      rows={preview.rows}
      getRowId={(row) => row.line}
      maxHeight="28rem"
    />
  );
}
