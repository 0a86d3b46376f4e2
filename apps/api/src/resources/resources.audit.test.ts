/**
 * A record's audit trail pages as the lists do (`pageQuery`): a page past the last allowed
 * answers the lists' 422 at `page` on every resource of the registry, and a missing, invalid,
 * zero, negative or decimal page, or one past the last, answers what the resource's list does.
 */
import { hasAnyPermission } from '@backoffice/access';
import {
  MAX_PAGE,
  parentParam,
  type ResourceDefinition,
  resourcePath,
  ruleMessage,
  scopedResource,
} from '@backoffice/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from '../../test/helpers/agent';
import { ACCOUNTS, createTestApp, type Role, type TestApp } from '../../test/helpers/app';
import { databaseKinds } from '../../test/helpers/database';
import { RESOURCES } from '../domains';

/** Past every integer column, and past `MAX_PAGE`: the page that answered 500. */
const HUGE_PAGE = '99999999999999999999';
const PAGE_TOO_BIG = {
  message: ruleMessage('max', 'page', { kind: 'numeric', max: MAX_PAGE }),
  errors: { page: [ruleMessage('max', 'page', { kind: 'numeric', max: MAX_PAGE })] },
};

/** A record's trail; the parent's and the record's keys need not exist, as a 422 comes first. */
function auditPathOf(resource: ResourceDefinition): string {
  const param = parentParam(resource);
  const scoped = param ? scopedResource(resource, { [param]: 'any-parent' }) : resource;
  return `${resourcePath(scoped, resource.recordKey ? 'any-record' : 1)}/audit`;
}

describe.each(databaseKinds())('audit trail pages on %s', (kind) => {
  let t: TestApp;
  /**
   * Each demo account's session, in the brand it last signed in to, with its permissions there
   * (none when it is no member). A user has one active brand: signing in to another moves it.
   */
  const sessions = new Map<Role, { brandId: number; agent: Agent | null; permissions: string[] }>();

  async function sessionOf(role: Role, brandId: number) {
    let session = sessions.get(role);
    if (session?.brandId !== brandId) {
      session = { brandId, agent: null, permissions: [] };
      try {
        const agent = await t.signedIn(role, brandId);
        const user = (await agent.get('/api/session')).json().data.user;
        session = { brandId, agent, permissions: user.permissions };
      } catch {
        // Not a member of the brand.
      }
      sessions.set(role, session);
    }
    return session;
  }

  /** A demo account that may read the resource's records, in a brand where it exists. */
  async function readerOf(resource: ResourceDefinition): Promise<Agent> {
    const needed = [resource.permissions.view, ...resource.readers];
    for (const brandId of resource.brands ?? [2]) {
      for (const role of Object.keys(ACCOUNTS) as Role[]) {
        const { agent, permissions } = await sessionOf(role, brandId);
        if (agent && hasAnyPermission(permissions, needed)) return agent;
      }
    }
    throw new Error(`No demo account may read ${resource.name}.`);
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
  }, 120_000);
  afterAll(async () => t?.close());

  it('answer the lists’ 422 at page for a page past the last allowed, on every resource', async () => {
    expect(RESOURCES.length).toBeGreaterThan(0);
    const admin = (await sessionOf('admin', 2)).agent as Agent;
    // The lists' answer: a list of the server's own, and a resource's.
    for (const list of [`/api/notices?page=${HUGE_PAGE}`, `/api/states?page=${HUGE_PAGE}`]) {
      const answer = await admin.get(list);
      expect([list, answer.statusCode, answer.json()]).toEqual([list, 422, PAGE_TOO_BIG]);
    }
    const answers: unknown[] = [];
    // Brand by brand, so that each account signs in to each brand once.
    const byBrand = [...RESOURCES].sort((a, b) => (a.brands?.[0] ?? 2) - (b.brands?.[0] ?? 2));
    for (const resource of byBrand) {
      const route = `/api/${resource.segment}/:id/audit`;
      expect(t.app.hasRoute({ method: 'GET', url: route }), route).toBe(true);
      const path = auditPathOf(resource);
      for (const page of [HUGE_PAGE, String(MAX_PAGE + 1)]) {
        const answer = await (await readerOf(resource)).get(`${path}?page=${page}`);
        answers.push([resource.name, page, answer.statusCode, answer.json()]);
      }
    }
    expect(answers).toEqual(
      byBrand.flatMap((resource) =>
        [HUGE_PAGE, String(MAX_PAGE + 1)].map((page) => [resource.name, page, 422, PAGE_TOO_BIG]),
      ),
    );
  });

  it('check the session and the permission before the page', async () => {
    const path = `/api/states/1/audit?page=${HUGE_PAGE}`;
    expect((await t.agent().get(path)).statusCode).toBe(401);
    // An account of the brand that may not read the records: 403, whatever the page.
    const sales = RESOURCES.find((r) => r.name === 'jf_sales') as ResourceDefinition;
    const needed = [sales.permissions.view, ...sales.readers];
    const brandId = sales.brands?.[0] ?? 2;
    const outsiders = [];
    for (const role of Object.keys(ACCOUNTS) as Role[]) {
      const { agent, permissions } = await sessionOf(role, brandId);
      if (agent && !hasAnyPermission(permissions, needed)) outsiders.push(agent);
    }
    expect(outsiders.length).toBeGreaterThan(0);
    for (const agent of outsiders) {
      expect((await agent.get(`${auditPathOf(sales)}?page=${HUGE_PAGE}`)).statusCode).toBe(403);
    }
  });

  it('read other pages as the resource’s list does', async () => {
    const admin = (await sessionOf('admin', 2)).agent as Agent;
    const created = await admin.post('/api/states', { form: { name: 'Texas', code: 'TX' } });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as number;
    const shape = (body: { current_page: number; data: unknown[]; total: number }) => ({
      current_page: body.current_page,
      rows: body.data.length,
      total: body.total,
    });
    const cases: [page: string, current: number, rows: number][] = [
      ['', 1, 1],
      ['abc', 1, 1],
      ['0', 1, 1],
      ['-1', 1, 1],
      ['1.5', 1, 1],
      ['1e%2B308', 1, 1],
      ['2', 2, 0],
      [String(MAX_PAGE), MAX_PAGE, 0],
    ];
    for (const [page, current, rows] of cases) {
      const query = page === '' ? '' : `?page=${page}`;
      const list = await admin.get(`/api/states${query}`);
      const audit = await admin.get(`/api/states/${id}/audit${query}`);
      expect([page, list.statusCode, audit.statusCode]).toEqual([page, 200, 200]);
      expect([page, shape(audit.json())]).toEqual([
        page,
        { current_page: current, rows, total: 1 },
      ]);
      expect([page, shape(list.json())]).toEqual([page, { current_page: current, rows, total: 1 }]);
    }
    const tooFar = await admin.get(`/api/states/${id}/audit?page=${MAX_PAGE + 1}`);
    expect([tooFar.statusCode, tooFar.json()]).toEqual([422, PAGE_TOO_BIG]);
    // A missing record still answers 404 on a page it could have.
    expect((await admin.get('/api/states/987654/audit?page=2')).statusCode).toBe(404);
  });
});
