/** Reads and writes of user accounts. */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { emailVerificationTokens, users } from '../../db/schema';
import { randomToken, sha256 } from '../../lib/tokens';

export type UserRecord = typeof users.$inferSelect;

export async function findUserByEmail(db: Database, email: string): Promise<UserRecord | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row ?? null;
}

export async function findUserById(db: Database, id: number): Promise<UserRecord | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** True when another account already uses the email (compared without case). */
export async function emailTaken(
  db: Database,
  email: string,
  exceptUserId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, ne(users.id, exceptUserId)))
    .limit(1);
  return Boolean(row);
}

export async function setPassword(
  db: Database,
  userId: number,
  passwordHash: string,
): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, userId));
}

export const VERIFY_TOKEN_HOURS = 24;

/** Creates an email verification token for the user's address and answers it in clear. */
export async function createVerificationToken(
  db: Database,
  userId: number,
  email: string,
): Promise<string> {
  const token = `${randomToken()}${randomToken()}`;
  await db.insert(emailVerificationTokens).values({
    tokenHash: sha256(token),
    userId,
    email,
    expiresAt: sql`now() + make_interval(hours => ${VERIFY_TOKEN_HOURS})`,
  });
  return token;
}

/** Marks the address verified when the token is live and still matches the user's email. */
export async function verifyEmailToken(db: Database, token: string): Promise<boolean> {
  const tokenHash = sha256(token);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(emailVerificationTokens)
      .where(and(eq(emailVerificationTokens.tokenHash, tokenHash), sql`expires_at > now()`))
      .limit(1);
    if (!row) return false;
    await tx
      .delete(emailVerificationTokens)
      .where(eq(emailVerificationTokens.tokenHash, tokenHash));
    const updated = await tx
      .update(users)
      .set({ emailVerifiedAt: sql`now()` })
      .where(and(eq(users.id, row.userId), sql`lower(${users.email}) = lower(${row.email})`))
      .returning({ id: users.id });
    return updated.length > 0;
  });
}
