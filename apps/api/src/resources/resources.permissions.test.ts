import type { ResourceDefinition } from '@backoffice/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from '../../test/helpers/agent';
import { createTestApp, type Role, type TestApp } from '../../test/helpers/app';
import { databaseKinds } from '../../test/helpers/database';
import { RESOURCES } from '../domains';
import { rowsOf } from './repository';

/** 0 -> `AA`, 1 -> `AB`, ...: two or three letters, as state codes are. */
function letters(n: number): string {
  const a = 'A'.charCodeAt(0);
  const code = String.fromCharCode(a + (Math.floor(n / 26) % 26), a + (n % 26));
  return n >= 676 ? `${code}X` : code;
}

/** A sale item of the farm, for the sales' lines. */
let saleItemId = 0;
/** A customer of the farm, for its invoices. */
let farmCustomerId = 0;

/** A valid new record of each resource; `n` keeps unique fields apart. */
function sample(resource: string, n: number): Record<string, string> {
  switch (resource) {
    case 'jf_sale_items':
      return { name: `Sale item ${n}`, unit_price: '900', unit_cost: '500' };
    case 'jf_sales':
      return {
        sold_on: '2024-05-06',
        payment_method: 'card',
        'lines[0][sale_item_id]': String(saleItemId),
        'lines[0][quantity]': '2',
      };
    case 'jf_invoices':
      return {
        type: 'invoice',
        customer_id: String(farmCustomerId),
        issued_on: '2024-05-06',
        due_on: '2024-06-05',
        'lines[0][description]': `Eggs ${n}`,
        'lines[0][sale_item_id]': String(saleItemId),
        'lines[0][quantity]': '2',
      };
    case 'states':
      return { name: `State ${n}`, code: letters(n) };
    case 'branches':
      return { name: `Branch ${n}`, city: 'Austin' };
    case 'vendors':
      return { name: `Vendor ${n}`, email: `vendor${n}@example.com` };
    case 'customers':
      return { name: `Customer ${n}`, phone: '(512) 555 - 0100' };
    case 'expense_categories':
      return { name: `Category ${n}`, kind: 'fixed' };
    case 'employees':
      return { name: `Employee ${n}`, email: `e${n}@example.com`, hire_date: '2024-03-01' };
    case 'package_item_types':
      return { name: `Item type ${n}`, unit: 'box' };
    case 'project_types':
      return { name: `Project type ${n}` };
    case 'beneficiary_categories':
      return { name: `Category ${n}`, active: '1' };
    default:
      throw new Error(resource);
  }
}

/**
 * Who may do what: the spec's route table applied to the demo roles. `all` is every action;
 * customers split viewing (and the new-customer screen) from editing; `read` lists and views
 * only (a dispatcher picks the vendor and category of the brand's expenses).
 */
type Access = 'all' | 'none' | 'view-create' | 'read';
/**
 * The roles of the first brands (the marketplace's own roles, and the charity's field officer,
 * are in their domains' tests).
 */
type MatrixRole = Exclude<Role, 'sales' | 'store' | 'officer'>;
/** The charity's settings lists: its managers and the administrator. */
const CHARITY_SETTING: Record<MatrixRole, Access> = {
  admin: 'all',
  manager: 'all',
  hr: 'none',
  dispatcher: 'none',
  driver: 'none',
  concierge: 'none',
};
const MATRIX: Record<string, Record<MatrixRole, Access>> = {
  branches: {
    admin: 'all',
    manager: 'all',
    hr: 'all',
    dispatcher: 'none',
    driver: 'none',
    concierge: 'none',
  },
  vendors: {
    admin: 'all',
    manager: 'all',
    hr: 'none',
    dispatcher: 'read',
    driver: 'none',
    concierge: 'none',
  },
  customers: {
    admin: 'all',
    manager: 'all',
    hr: 'none',
    dispatcher: 'none',
    driver: 'none',
    concierge: 'none',
  },
  // Any signed-in user reads the states (every address form picks one).
  states: {
    admin: 'all',
    manager: 'all',
    hr: 'all',
    dispatcher: 'read',
    driver: 'read',
    concierge: 'read',
  },
  expense_categories: {
    admin: 'all',
    manager: 'all',
    hr: 'none',
    dispatcher: 'read',
    driver: 'none',
    concierge: 'none',
  },
  employees: {
    admin: 'all',
    manager: 'none',
    hr: 'all',
    dispatcher: 'none',
    driver: 'none',
    concierge: 'none',
  },
  package_item_types: CHARITY_SETTING,
  project_types: CHARITY_SETTING,
  beneficiary_categories: CHARITY_SETTING,
  // The farm's managers; a sale is never changed or deleted (405 for everyone).
  jf_sale_items: CHARITY_SETTING,
  jf_sales: CHARITY_SETTING,
  // access_invoices; a document is voided or declined, never deleted (405 for everyone).
  jf_invoices: CHARITY_SETTING,
};

const DESK_EMAIL = 'desk@backoffice.test';
const customers = RESOURCES.find((r) => r.name === 'customers') as ResourceDefinition;

/**
 * A staff member whose only role holds access_customers, in brand 2. Added before anyone signs
 * in, as the server caches roles for a while.
 */
async function addCustomerDesk(t: TestApp): Promise<void> {
  const db = t.database.handle.db;
  await db.execute(sql`insert into users (first_name, last_name, email, password_hash)
    select 'Dee', 'Desk', ${DESK_EMAIL}, password_hash from users
    where email = 'driver@backoffice.test'`);
  await db.execute(sql`insert into roles (name) values ('Customer Desk')`);
  await db.execute(sql`insert into role_permissions (role_id, permission_id)
    select r.id, p.id from roles r, permissions p
    where r.name = 'Customer Desk' and p.name = 'access_customers'`);
  await db.execute(sql`insert into user_roles (user_id, role_id)
    select u.id, r.id from users u, roles r where u.email = ${DESK_EMAIL} and r.name = 'Customer Desk'`);
  await db.execute(sql`insert into brand_user (user_id, brand_id)
    select id, 2 from users where email = ${DESK_EMAIL}`);
}

/** Each role works in a brand it belongs to; the delivery staff only have brand 8. */
const BRAND_OF: Record<MatrixRole, number> = {
  admin: 2,
  manager: 2,
  hr: 2,
  dispatcher: 8,
  driver: 8,
  concierge: 8,
};
const ROLES = Object.keys(BRAND_OF) as MatrixRole[];
/** The brands each demo role belongs to. */
const MEMBER_OF: Record<MatrixRole, readonly number[]> = {
  admin: [1, 2, 3, 4, 5, 6, 7, 8, 9],
  manager: [1, 2, 9],
  hr: [1, 2, 8, 9],
  dispatcher: [8],
  driver: [8],
  concierge: [8],
};

/** The brand a role works in for a resource: its usual one, or one where the resource is. */
function brandFor(resource: ResourceDefinition, role: MatrixRole): number {
  const usual = BRAND_OF[role];
  if (resource.brands === null || resource.brands.includes(usual)) return usual;
  return resource.brands.find((brand) => MEMBER_OF[role].includes(brand)) ?? usual;
}

describe.each(databaseKinds())('resource permissions on %s', (kind) => {
  let t: TestApp;
  const agents = new Map<Role, Agent>();
  let counter = 0;

  beforeAll(async () => {
    t = await createTestApp(kind);
    await addCustomerDesk(t);
    const [item] = await rowsOf<{ id: number }>(
      t.database.handle.db,
      sql`insert into jf_sale_items (brand_id, name, unit_price, unit_cost)
          values (2, 'Permission tray', 900, 500) returning id`,
    );
    saleItemId = Number(item?.id);
    const [customer] = await rowsOf<{ id: number }>(
      t.database.handle.db,
      sql`insert into customers (brand_id, name) values (2, 'Permission customer') returning id`,
    );
    farmCustomerId = Number(customer?.id);
    for (const role of ROLES) agents.set(role, await t.signedIn(role, BRAND_OF[role]));
  }, 120_000);
  afterAll(async () => t?.close());

  async function createAsAdmin(resource: ResourceDefinition, brand?: number): Promise<number> {
    // In another brand than the admin's usual one, by an administrator signed in there.
    const admin = brand === undefined ? agents.get('admin') : await t.signedIn('admin', brand);
    const created = await admin?.post(`/api/${resource.segment}`, {
      form: sample(resource.name, ++counter),
    });
    expect(created?.statusCode).toBe(201);
    return created?.json().data.id;
  }

  // The shared entities and the farm's first records; the domains' later resources test their
  // permissions in their own suites, where a valid record needs rows of its own (a flock, stock).
  const matrixResources = RESOURCES.filter((r) => r.name in MATRIX);
  describe.each(matrixResources.map((r) => [r.name, r] as const))('%s', (_name, resource) => {
    // The active brand belongs to the user, so each resource signs everyone in to its brand.
    beforeAll(async () => {
      for (const role of ROLES) {
        agents.set(role, await t.signedIn(role, brandFor(resource, role)));
      }
    });

    it.each(ROLES)('as %s', async (role) => {
      const agent = agents.get(role) as Agent;
      const access = MATRIX[resource.name]?.[role];
      const base = `/api/${resource.segment}`;
      // A reader sees the records of its own brand: one made there.
      const id = await createAsAdmin(
        resource,
        access === 'read' ? brandFor(resource, role) : undefined,
      );
      const results = {
        list: (await agent.get(base)).statusCode,
        view: (await agent.get(`${base}/${id}`)).statusCode,
        audit: (await agent.get(`${base}/${id}/audit`)).statusCode,
        create: (await agent.post(base, { form: sample(resource.name, ++counter) })).statusCode,
        update: (await agent.put(`${base}/${id}`, { form: sample(resource.name, ++counter) }))
          .statusCode,
        delete: (await agent.delete(`${base}/${id}`)).statusCode,
      };
      const allowed = { list: 200, view: 200, audit: 200, create: 201, update: 200, delete: 204 };
      const denied = { list: 403, view: 403, audit: 403, create: 403, update: 403, delete: 403 };
      const expected =
        access === 'all'
          ? allowed
          : access === 'none'
            ? denied
            : access === 'read'
              ? { ...allowed, create: 403, update: 403, delete: 403 }
              : { ...allowed, update: 403, delete: 403 };
      // An operation the resource does not offer answers 405 to everyone, as Laravel's router.
      if (!resource.offers.includes('update')) expected.update = 405;
      if (!resource.offers.includes('delete')) expected.delete = 405;
      expect(results).toEqual(expected);
    });
  });

  it('lets access_customers alone view and create customers but not edit them', async () => {
    const desk = t.agent();
    await desk.signInTo(DESK_EMAIL, 2);
    agents.set('admin', await t.signedIn('admin', 2));
    const id = await createAsAdmin(customers);
    expect((await desk.get('/api/customers')).statusCode).toBe(200);
    expect((await desk.get(`/api/customers/${id}`)).statusCode).toBe(200);
    expect((await desk.post('/api/customers', { form: { name: 'Walk-in' } })).statusCode).toBe(201);
    const rename = await desk.put(`/api/customers/${id}`, { form: { name: 'Renamed' } });
    expect(rename.statusCode).toBe(403);
    expect((await desk.delete(`/api/customers/${id}`)).statusCode).toBe(403);
    expect((await desk.get('/api/vendors')).statusCode).toBe(403);
  });

  it('needs a session, a CSRF token and an active brand', async () => {
    expect((await t.agent().get('/api/vendors')).statusCode).toBe(401);
    const admin = agents.get('admin') as Agent;
    const noToken = await admin.post('/api/vendors', {
      form: sample('vendors', ++counter),
      noCsrf: true,
    });
    expect(noToken.statusCode).toBe(419);
    const noBrand = t.agent();
    await noBrand.signInTo(DESK_EMAIL, 2);
    await t.database.handle.db.execute(
      sql`update users set active_brand_id = null where email = ${DESK_EMAIL}`,
    );
    expect((await noBrand.get('/api/customers')).statusCode).toBe(403);
  });

  it('checks the permission before the input', async () => {
    const dispatcher = agents.get('dispatcher') as Agent;
    const response = await dispatcher.post('/api/vendors', { form: {} });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'This action is unauthorized.' });
  });

  it('offers customers only in the poultry and marketplace brands', async () => {
    // The active brand belongs to the user: this runs last, as it moves the manager's.
    const charity = await t.signedIn('manager', 1);
    expect((await charity.get('/api/customers')).statusCode).toBe(403);
    expect((await charity.get('/api/vendors')).statusCode).toBe(200);
    const marketplace = await t.signedIn('manager', 9);
    expect((await marketplace.get('/api/customers')).statusCode).toBe(200);
  });
});
