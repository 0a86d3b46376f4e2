/**
 * Document numbers per brand and type, without gaps: `INV-000001`, `EST-000001`, in one counter
 * table of both sequences (server-kit's numbering).
 */
import { documentNumber, type Executor, nextDocumentNumber } from '@backoffice/server-kit';

export const NUMBER_PREFIX = { invoice: 'INV', estimate: 'EST' } as const;
export type DocumentType = keyof typeof NUMBER_PREFIX;

/** `INV-000123`: the prefix and the number padded to six digits. */
export const formatNumber = (type: DocumentType, n: number): string =>
  documentNumber(NUMBER_PREFIX[type], n);

export const nextNumber = (db: Executor, brandId: number, type: DocumentType): Promise<string> =>
  nextDocumentNumber(db, brandId, {
    table: 'jf_document_counters',
    prefix: NUMBER_PREFIX[type],
    type,
  });
