import type { Executor, SeedContext } from '@backoffice/server-kit';

/** Deposits of the seeded cash, and the farm's expenses. */
export async function seedCash(_db: Executor, _context: SeedContext): Promise<void> {}
