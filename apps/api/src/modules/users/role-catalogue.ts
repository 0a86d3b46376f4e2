/**
 * Role names and permissions by role id, cached for a short while: every signed-in request needs
 * them, they change rarely, and resolving them in SQL on each request costs more than the rest
 * of the session lookup. A change reaches every instance within the cache lifetime.
 */
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client';

const TTL_MS = 30_000;

interface RoleEntry {
  name: string;
  permissions: string[];
}

export class RoleCatalogue {
  private roles = new Map<number, RoleEntry>();
  private loadedAt = 0;
  private loading: Promise<void> | null = null;

  constructor(
    private readonly db: Database,
    private readonly now: () => number = Date.now,
  ) {}

  /** Forgets the cache (after roles or permissions change in this instance). */
  invalidate(): void {
    this.loadedAt = 0;
  }

  async resolve(roleIds: number[]): Promise<{ roles: string[]; permissions: string[] }> {
    if (this.now() - this.loadedAt > TTL_MS) await this.refresh();
    const roles: string[] = [];
    const permissions = new Set<string>();
    for (const id of roleIds) {
      const entry = this.roles.get(id);
      if (!entry) continue;
      roles.push(entry.name);
      for (const permission of entry.permissions) permissions.add(permission);
    }
    return { roles, permissions: [...permissions].sort() };
  }

  private refresh(): Promise<void> {
    this.loading ??= (async () => {
      try {
        const rows = await queryRows<{ id: number; name: string; permissions: string[] }>(
          this.db,
          sql`select r.id, r.name,
                array(select p.name from role_permissions rp join permissions p on p.id = rp.permission_id
                      where rp.role_id = r.id order by p.name) as permissions
              from roles r`,
        );
        this.roles = new Map(
          rows.map((row) => [row.id, { name: row.name, permissions: row.permissions }]),
        );
        this.loadedAt = this.now();
      } finally {
        this.loading = null;
      }
    })();
    return this.loading;
  }
}
