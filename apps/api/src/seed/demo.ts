/**
 * Demo data for a new install: one account per role, notices of each level in the four brands
 * with menus, a support ticket with a reply, a few notifications, then each business domain's
 * demo rows (see each domain's `server/seed.ts`; the farm's year of sales and expenses among
 * them) and saved views of their busy lists (`seed/demoViews.ts`). Only runs on an empty user
 * table, so it never mixes with real data.
 */
import { NOTICE_LEVELS } from '@backoffice/contract';
import { seedContext } from '@backoffice/server-kit';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  brandUser,
  notices,
  notifications,
  roles,
  ticketReplies,
  tickets,
  userRoles,
  users,
} from '../db/schema';
import { DOMAIN_SERVERS } from '../domains';
import { hashPassword } from '../lib/passwords';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { seedDemoViews } from './demoViews';

const NOTICE_TEXT: Record<(typeof NOTICE_LEVELS)[number], { title: string; details: string }> = {
  Normal: {
    title: 'Welcome to the back office',
    details:
      '<p>Pick a brand on the home screen to see its menu. Your <strong>profile</strong> and <strong>tickets</strong> are in the user menu.</p>',
  },
  Important: {
    title: 'Month-end close on Friday',
    details:
      '<p>Please record every expense and deposit by <em>Friday 5 pm</em> so the profit and loss report is complete.</p><ul><li>Expenses with receipts</li><li>Deposit slips</li></ul>',
  },
  Urgent: {
    title: 'System maintenance tonight',
    details:
      '<p>The system will be unavailable from <strong>11 pm to midnight</strong>. Save your work before then.</p>',
  },
};

export async function hasUsers(db: Database): Promise<boolean> {
  const result = (await db.execute(
    sql`select exists (select 1 from users) as found`,
  )) as unknown as {
    rows: { found: boolean }[];
  };
  return Boolean(result.rows[0]?.found);
}

export interface SeedOptions {
  /**
   * The business domains' demo rows (true by default). The server's tests seed the accounts,
   * notices and tickets only, and make the rows each test needs.
   */
  domains?: boolean;
}

export async function seedDemo(db: Database, options: SeedOptions = {}): Promise<void> {
  const hashes = await Promise.all(DEMO_ACCOUNTS.map((a) => hashPassword(a.password)));
  await db.transaction(async (tx) => {
    const roleIds = new Map((await tx.select().from(roles)).map((r) => [r.name, r.id] as const));
    const ids: Record<string, number> = {};
    for (const [i, account] of DEMO_ACCOUNTS.entries()) {
      const [user] = await tx
        .insert(users)
        .values({
          firstName: account.firstName,
          lastName: account.lastName,
          email: account.email,
          passwordHash: hashes[i] as string,
          emailVerifiedAt: sql`now()`,
        })
        .returning({ id: users.id });
      const userId = user?.id as number;
      ids[account.role] ??= userId; // the first account of each role
      await tx.insert(userRoles).values({ userId, roleId: roleIds.get(account.role) as number });
      await tx.insert(brandUser).values(account.brands.map((brandId) => ({ userId, brandId })));
      await tx.insert(notifications).values({
        userId,
        title: `Welcome, ${account.firstName}! Choose a brand to get started.`,
        link: '/home',
      });
    }
    const author = ids.Administrator as number;
    for (const brandId of [1, 2, 8, 9]) {
      await tx.insert(notices).values(
        NOTICE_LEVELS.map((level) => ({
          brandId,
          createdBy: author,
          level,
          ...NOTICE_TEXT[level],
        })),
      );
    }
    const manager = ids.Manager as number;
    const [ticket] = await tx
      .insert(tickets)
      .values({
        brandId: 2,
        userId: manager,
        subject: 'Printer in the egg room is offline',
        description: 'The label printer stopped printing tray labels this morning.',
        priority: 'high',
        status: 'in_progress',
      })
      .returning({ id: tickets.id });
    await tx.insert(ticketReplies).values({
      ticketId: ticket?.id as number,
      userId: author,
      body: 'Thanks, we are looking into it. Please try turning it off and on again meanwhile.',
    });
    if (options.domains === false) return;
    const context = seedContext(new Date(), ids);
    for (const domain of DOMAIN_SERVERS) await domain.seed?.(tx, context);
    await seedDemoViews(tx, DOMAIN_SERVERS, ids);
  });
}
