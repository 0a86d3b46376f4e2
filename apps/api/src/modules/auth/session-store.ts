/** Server-side sessions in the database, so several server instances share them. */
import { eq, lt, sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../../db/client';
import { sessions } from '../../db/schema';
import { randomToken, sha256 } from '../../lib/tokens';
import type { AuthUser } from '../users/auth-user';
import { RoleCatalogue } from '../users/role-catalogue';
import { toAuthUser, USER_COLUMNS, type UserRow } from '../users/user-query';

/** "Remember me" keeps a session for 30 days of inactivity instead of the normal lifetime. */
export const REMEMBER_MINUTES = 30 * 24 * 60;
/** Activity is written at most this often, so reads stay reads. */
const TOUCH_AFTER_SECONDS = 60;

export interface SessionRecord {
  idHash: string;
  csrfToken: string;
  remember: boolean;
  /** Last activity is older than the touch interval. */
  stale: boolean;
  user: AuthUser | null;
}

export interface NewSession {
  id: string;
  idHash: string;
  csrfToken: string;
  remember: boolean;
}

interface SessionRow extends UserRow {
  csrf_token: string;
  remember: boolean;
  stale: boolean;
}

const FIND_SQL = `select s.csrf_token, s.remember,
    s.last_activity < now() - make_interval(secs => ${TOUCH_AFTER_SECONDS}) as stale, ${USER_COLUMNS}
  from sessions s left join users u on u.id = s.user_id
  where s.id_hash = $1 and s.expires_at > now()`;

const USER_SQL = `select ${USER_COLUMNS} from users u where u.id = $1`;

export class SessionStore {
  private readonly db: Database;
  readonly roles: RoleCatalogue;

  constructor(
    private readonly handle: DatabaseHandle,
    private readonly lifetimeMinutes: number,
  ) {
    this.db = handle.db;
    this.roles = new RoleCatalogue(handle.db);
  }

  lifetimeOf(remember: boolean): number {
    return remember ? REMEMBER_MINUTES : this.lifetimeMinutes;
  }

  /** The live session for a cookie value, with its user; null when unknown or expired. */
  async find(id: string): Promise<SessionRecord | null> {
    const idHash = sha256(id);
    const [row] = await this.handle.prepared<SessionRow>('session_find', FIND_SQL, [idHash]);
    if (!row) return null;
    return {
      idHash,
      csrfToken: row.csrf_token,
      remember: row.remember,
      stale: row.stale,
      user: await toAuthUser(row, this.roles),
    };
  }

  async create(input: {
    userId: number | null;
    remember: boolean;
    ip: string | undefined;
    userAgent: string | undefined;
  }): Promise<NewSession> {
    const id = randomToken();
    const session: NewSession = {
      id,
      idHash: sha256(id),
      csrfToken: randomToken(),
      remember: input.remember,
    };
    await this.db.insert(sessions).values({
      idHash: session.idHash,
      userId: input.userId,
      csrfToken: session.csrfToken,
      remember: input.remember,
      ipAddress: input.ip ?? null,
      userAgent: input.userAgent?.slice(0, 500) ?? null,
      expiresAt: sql`now() + make_interval(mins => ${this.lifetimeOf(input.remember)})`,
    });
    return session;
  }

  /** Slides the expiry forward. */
  async touch(idHash: string, remember: boolean): Promise<void> {
    await this.db
      .update(sessions)
      .set({
        lastActivity: sql`now()`,
        expiresAt: sql`now() + make_interval(mins => ${this.lifetimeOf(remember)})`,
      })
      .where(eq(sessions.idHash, idHash));
  }

  async destroy(idHash: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.idHash, idHash));
  }

  /** Signs a user out everywhere except, optionally, the current session. */
  async destroyForUser(userId: number, keepIdHash?: string): Promise<void> {
    await this.db.execute(
      sql`delete from sessions where user_id = ${userId}
          and (${keepIdHash ?? null}::text is null or id_hash <> ${keepIdHash ?? null}::text)`,
    );
  }

  /** Deletes expired sessions. */
  async prune(): Promise<void> {
    await this.db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`));
  }

  async loadUser(userId: number): Promise<AuthUser | null> {
    const [row] = await this.handle.prepared<UserRow>('session_user', USER_SQL, [userId]);
    return row ? toAuthUser(row, this.roles) : null;
  }
}
