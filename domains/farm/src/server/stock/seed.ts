import type { Executor, SeedContext } from '@backoffice/server-kit';

/** The stock items, before anything moves them. */
export async function seedStockItems(_db: Executor, _context: SeedContext): Promise<void> {}

/** The movements of the seeded sales and refunds, purchases received, and the weekly counts. */
export async function seedStockCounts(_db: Executor, _context: SeedContext): Promise<void> {}
