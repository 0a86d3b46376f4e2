/**
 * Password reset tokens (Breeze): one live token per email, kept hashed, valid for 60 minutes
 * and used once.
 */
import { eq, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client';
import { passwordResetTokens } from '../../db/schema';
import { randomToken, sameToken, sha256 } from '../../lib/tokens';

export const RESET_TOKEN_MINUTES = 60;

/** Stores a new token for the email (replacing any older one) and answers it in clear. */
export async function createResetToken(db: Database, email: string): Promise<string> {
  const token = `${randomToken()}${randomToken()}`;
  const tokenHash = sha256(token);
  await db
    .insert(passwordResetTokens)
    .values({ email, tokenHash })
    .onConflictDoUpdate({
      target: passwordResetTokens.email,
      set: { tokenHash, createdAt: sql`now()` },
    });
  return token;
}

/** True when the token is the email's live one; the token is spent either way on success. */
export async function consumeResetToken(
  db: Database,
  email: string,
  token: string,
): Promise<boolean> {
  const [row] = await queryRows<{ token_hash: string; fresh: boolean }>(
    db,
    sql`select token_hash,
          created_at > now() - make_interval(mins => ${RESET_TOKEN_MINUTES}) as fresh
        from password_reset_tokens where email = ${email}`,
  );
  if (!row?.fresh || !sameToken(row.token_hash, sha256(token))) return false;
  await db.delete(passwordResetTokens).where(eq(passwordResetTokens.email, email));
  return true;
}
