import type { Executor, SeedContext } from '@backoffice/server-kit';

/** Flocks, feed types and a year of daily egg collection and feeding logs with their movements. */
export async function seedLivestock(_db: Executor, _context: SeedContext): Promise<void> {}
