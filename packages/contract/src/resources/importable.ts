/**
 * CSV import of a resource's records: a definition opts in with `importable(definition, {...})`
 * and the server adds `POST /api/<segment>/import?mode=preview|valid|all` (a multipart `file`,
 * checked row by row with the create's validator) and `GET /api/<segment>/import/example` (the
 * fields' labels and sample rows). A file reads as the list's CSV export writes: the fields'
 * labels as header (in any order; the export's `ID`, `Created at`, read-only and computed
 * columns are skipped), references by their record's title, money as dollars (`12.50`),
 * booleans as Yes/No. The client parses nothing: the server answers every bad row's errors.
 * The answers' schemas are in `importSchemas.ts`, so that a definition loads without them.
 */
import { UPLOAD_LIMIT_BYTES } from '../constants';
import type { FieldDefinition, ResourceDefinition } from './defineResource';

/** What a definition says about its import. */
export interface ImportOptions {
  /** Two (or more) example rows for the example file, by field name, as a CSV cell reads. */
  sample: readonly Readonly<Record<string, string>>[];
  /** The most data rows a file may hold (20,000 unless said). */
  maxRows?: number;
}

/** A definition that offers an import. */
export type ImportableResource<D extends ResourceDefinition = ResourceDefinition> = D & {
  readonly import: ImportOptions;
};

/** The largest import file: the spec's upload limit, 2 MB (10,000 products take about 0.9 MB). */
export const IMPORT_LIMIT_BYTES = UPLOAD_LIMIT_BYTES;
export const IMPORT_MAX_ROWS = 20_000;
/** The bad rows a preview lists (its counts cover them all). */
export const IMPORT_PREVIEW_ROWS = 200;
export const IMPORT_MODES = ['preview', 'valid', 'all'] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];

/** The definition with its import offered. */
export function importable<D extends ResourceDefinition>(
  definition: D,
  options: ImportOptions,
): ImportableResource<D> {
  if (definition.parent) {
    throw new Error(`Resource "${definition.name}": a nested resource is not imported.`);
  }
  for (const row of options.sample) {
    for (const name of Object.keys(row)) {
      if (!importFields(definition).includes(name)) {
        throw new Error(`Resource "${definition.name}": the import sample names "${name}".`);
      }
    }
  }
  return { ...definition, import: options };
}

/** The import a definition offers, or null. */
export function importOptionsOf(resource: ResourceDefinition): ImportOptions | null {
  return (resource as Partial<ImportableResource>).import ?? null;
}

/** The fields a file may set: every field the client sets, but files. */
export function importFields(resource: ResourceDefinition): string[] {
  return Object.entries(resource.fields)
    .filter(([, field]) => !field.readOnly && field.type !== 'file')
    .map(([name]) => name);
}

/** The API paths of a resource's import. */
export function importPath(resource: ResourceDefinition, mode: ImportMode): string {
  return `/api/${resource.segment}/import?mode=${mode}`;
}
export function importExamplePath(resource: ResourceDefinition): string {
  return `/api/${resource.segment}/import/example`;
}

/**
 * The rows of a CSV text (RFC 4180: quotes, doubled quotes, CR/LF or LF line ends, a leading
 * byte-order mark), blank lines left out.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const endRow = () => {
    row.push(cell);
    if (row.length > 1 || row[0] !== '') rows.push(row);
    row = [];
    cell = '';
  };
  for (let i = 0; i < source.length; i++) {
    const char = source[i];
    if (quoted) {
      if (char !== '"') cell += char;
      else if (source[i + 1] === '"') {
        cell += '"';
        i++;
      } else quoted = false;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n') endRow();
    else if (char !== '\r') cell += char;
  }
  if (cell !== '' || row.length > 0) endRow();
  return rows;
}

/** A cell as the export writes it, back to a field's input; null for an empty cell. */
export function importCellValue(field: FieldDefinition, cell: string): unknown {
  const text = /^'[=+\-@]/.test(cell) ? cell.slice(1) : cell;
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (field.type === 'money') {
    const plain = trimmed.replace(/^\$/, '').replace(/,/g, '');
    if (!/^-?\d+(\.\d{1,2})?$/.test(plain)) return trimmed;
    return Math.round(Number(plain) * 100);
  }
  if (field.type === 'boolean') {
    const word = trimmed.toLowerCase();
    if (['yes', 'y', 'true', '1', 'on'].includes(word)) return true;
    if (['no', 'n', 'false', '0', 'off'].includes(word)) return false;
    return trimmed;
  }
  return text;
}
