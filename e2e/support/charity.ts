/** Helpers shared by the charity brand's end-to-end tests (brand 1). */
import { expect } from '@playwright/test';
import { type Account, MANAGER, uniqueTitle } from './accounts';
import { ApiSession, dataOf } from './api';

export const CHARITY_BRAND = 1;

/** An API client signed in as the account, working in the charity brand. */
export async function charityApi(baseURL: string, account: Account = MANAGER): Promise<ApiSession> {
  const api = await ApiSession.signIn(baseURL, account);
  expect((await api.send('PUT', `/api/user/${CHARITY_BRAND}`)).status()).toBe(200);
  return api;
}

export interface MadeItem {
  id: number;
  name: string;
  unit: string;
}

/** A package item of its own with no stock, so a test's stock figures are its own. */
export async function newPackageItem(api: ApiSession, prefix: string): Promise<MadeItem> {
  const types = await dataOf<{ id: number }[]>(
    await api.send('GET', '/api/package-item-types?per_page=1'),
    200,
    'GET /api/package-item-types',
  );
  const type = types[0];
  if (!type) throw new Error('The demo data has no package item type');
  const name = uniqueTitle(prefix);
  const item = await dataOf<{ id: number }>(
    await api.send('POST', '/api/package-items', {
      name,
      type_id: String(type.id),
      unit: 'kit',
      unit_cost: '1250',
    }),
    201,
    'POST /api/package-items',
  );
  return { id: item.id, name, unit: 'kit' };
}

/** A package item's stock on hand, as the server counts it. */
export async function onHand(api: ApiSession, itemId: number): Promise<number> {
  const item = await dataOf<{ on_hand: number }>(
    await api.send('GET', `/api/package-items/${itemId}`),
    200,
    'GET /api/package-items/{id}',
  );
  return Number(item.on_hand);
}

/** The id of the first record a list finds by a search (a state, a category). */
export async function idOf(api: ApiSession, segment: string, search: string): Promise<number> {
  const rows = await dataOf<{ id: number }[]>(
    await api.send('GET', `/api/${segment}?search=${encodeURIComponent(search)}`),
    200,
    `GET /api/${segment}`,
  );
  const row = rows[0];
  if (!row) throw new Error(`No ${segment} matches "${search}"`);
  return row.id;
}

/** Active beneficiaries of the register whose names all start with the prefix, by name. */
export async function registerHouseholds(
  api: ApiSession,
  prefix: string,
  names: readonly string[],
): Promise<string[]> {
  const stateId = await idOf(api, 'states', 'Texas');
  const categoryId = await idOf(api, 'beneficiary-categories', 'Families');
  const made: string[] = [];
  for (const [index, name] of names.entries()) {
    const full = `${prefix} ${name}`;
    await dataOf(
      await api.send('POST', '/api/beneficiaries', {
        name: full,
        gender: index % 2 ? 'male' : 'female',
        state_id: String(stateId),
        category_id: String(categoryId),
        household_size: String(3 + index),
        phone: `832${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
      }),
      201,
      'POST /api/beneficiaries',
    );
    made.push(full);
  }
  return made;
}
