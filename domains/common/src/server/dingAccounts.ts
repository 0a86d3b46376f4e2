/**
 * The prepaid top-up accounts: whether a balance is under its threshold (SQL), and no reading
 * dated after today.
 */
import { DomainError, type ResourceHooks, type SaveContext } from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';

export const DING_MESSAGES = {
  futureBalance: 'The balance date must be a date before or equal to today.',
} as const;

async function checkBalanceDate(ctx: SaveContext): Promise<void> {
  const day = ctx.values.balance_on;
  if (typeof day === 'string' && day > ctx.today) {
    throw DomainError.field('balance_on', DING_MESSAGES.futureBalance);
  }
}

export const dingAccountsHooks: ResourceHooks = {
  beforeCreate: checkBalanceDate,
  beforeUpdate: checkBalanceDate,
  computed: {
    low_balance: (row) =>
      sql`(case when ${row}.balance < ${row}.low_balance_threshold then 1 else 0 end)`,
  },
};
