/**
 * CSV exports of a list: RFC 4180 quoting, CRLF line ends, a byte-order mark so spreadsheet
 * programs read UTF-8, and text that a spreadsheet would run as a formula (`=`, `+`, `-`, `@`)
 * prefixed with an apostrophe.
 */
import { Readable } from 'node:stream';
import { formatFieldValue, type ResourceDefinition } from '@backoffice/contract';
import type { ResourceRecordData } from './repository';

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export function textCell(value: string): string {
  return csvCell(FORMULA_START.test(value) ? `'${value}` : value);
}

export function csvHeader(resource: ResourceDefinition): string {
  const labels = [
    'ID',
    ...Object.values(resource.fields).map((f) => f.label),
    ...Object.values(resource.computed).map((f) => f.label),
    'Created at',
  ];
  return `${labels.map(textCell).join(',')}\r\n`;
}

export function csvRow(resource: ResourceDefinition, record: ResourceRecordData): string {
  const labels = (record.labels ?? {}) as Record<string, string | null>;
  const cells = [String(record.id)];
  for (const [name, field] of Object.entries(resource.fields)) {
    const value = record[name];
    if (field.type === 'money' && value !== null && value !== undefined) {
      // A plain decimal, so the column sums in a spreadsheet.
      cells.push((Number(value) / 100).toFixed(2));
    } else if (
      (field.type === 'number' && !(field.staff && labels[name])) ||
      (field.type === 'reference' && !labels[name])
    ) {
      cells.push(value === null || value === undefined ? '' : String(value));
    } else {
      cells.push(textCell(formatFieldValue(field, value, labels[name])));
    }
  }
  // Computed values (money and numbers) after the stored ones.
  for (const [name, field] of Object.entries(resource.computed)) {
    const value = record[name];
    if (value === null || value === undefined) cells.push('');
    else cells.push(field.type === 'money' ? (Number(value) / 100).toFixed(2) : String(value));
  }
  cells.push(String(record.created_at));
  return `${cells.join(',')}\r\n`;
}

/** The export as a stream: the header, then each batch as it is read. */
export function csvStream(
  resource: ResourceDefinition,
  batches: AsyncIterable<ResourceRecordData[]>,
): Readable {
  async function* lines(): AsyncGenerator<string> {
    yield `\uFEFF${csvHeader(resource)}`;
    for await (const batch of batches) {
      yield batch.map((record) => csvRow(resource, record)).join('');
    }
  }
  return Readable.from(lines());
}
