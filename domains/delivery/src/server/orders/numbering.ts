/** Order numbers per brand without gaps: `ORD-000001` (server-kit's numbering). */
import { documentNumber, type Executor, nextDocumentNumber } from '@backoffice/server-kit';

export const ORDER_NUMBERS = { table: 'jfd_order_counters', prefix: 'ORD' } as const;

/** `ORD-000123`. */
export const formatOrderNumber = (n: number): string => documentNumber(ORDER_NUMBERS.prefix, n);

export const nextOrderNumber = (db: Executor, brandId: number): Promise<string> =>
  nextDocumentNumber(db, brandId, ORDER_NUMBERS);
