/** Courier request numbers per brand, without gaps: `CR-000001` (server-kit's numbering). */
import { documentNumber, type Executor, nextDocumentNumber } from '@backoffice/server-kit';

export const COURIER_NUMBERS = { table: 'dlv_courier_counters', prefix: 'CR' } as const;

/** `CR-000123`. */
export const courierNumber = (n: number): string => documentNumber(COURIER_NUMBERS.prefix, n);

export const nextCourierNumber = (db: Executor, brandId: number): Promise<string> =>
  nextDocumentNumber(db, brandId, COURIER_NUMBERS);
