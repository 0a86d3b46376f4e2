/** The app status is one row per brand: a second one is refused, the first one is changed. */
import { DomainError, type ResourceHooks, rowsOf, type SaveContext } from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';

/** An app version: numbers with dots, `1.2.0`. */
const VERSION = /^\d+(\.\d+){0,3}$/;

async function checkAppStatus(ctx: SaveContext): Promise<void> {
  const version = ctx.values.min_version;
  if (typeof version === 'string' && !VERSION.test(version)) {
    throw DomainError.field('min_version', 'The min version field format is invalid.');
  }
  if (ctx.mode !== 'create') return;
  const found = await rowsOf(
    ctx.db,
    sql`select 1 from dlv_app_status where brand_id = ${ctx.brandId} for update`,
  );
  if (found.length > 0) {
    throw DomainError.conflict('The brand has its app status already; change that one.');
  }
}

export const appStatusHooks: ResourceHooks = {
  beforeCreate: checkAppStatus,
  beforeUpdate: checkAppStatus,
};
