/**
 * What the stock server tests share: stock items and sale items made through the API, and the
 * figures read back (on hand, a count's details), so each test writes only its figures.
 */
import type { Executor } from '@backoffice/server-kit';
import { expect } from 'vitest';
import type { CountDetail } from '../../resources/stock/stockAnswers';
import { type Movement, postMovements } from './movements';

/** What these helpers need of the harness's agent (`@backoffice/api/testing`'s `Agent`). */
interface Reply {
  statusCode: number;
  body: string;
  json(): unknown;
}
interface Agent {
  get(url: string): Promise<Reply>;
  post(url: string, options?: { form?: Record<string, string> }): Promise<Reply>;
}
/** The answer's `data`. */
// biome-ignore lint/suspicious/noExplicitAny: a test reads the figures it expects.
const dataOf = (reply: Reply) => (reply.json() as { data: any }).data;

export interface ItemInput {
  name: string;
  kind: string;
  unit: string;
  reorder: number;
  cost: number;
  grade?: string;
}

/** Makes a stock item of brand 2; answers its id. */
export async function makeItem(agent: Agent, item: ItemInput): Promise<number> {
  const created = await agent.post('/api/jf-inventories', {
    form: {
      name: item.name,
      kind: item.kind,
      unit: item.unit,
      reorder_level: String(item.reorder),
      unit_cost: String(item.cost),
      ...(item.grade ? { egg_grade: item.grade } : {}),
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  return dataOf(created).id as number;
}

/** Makes a sale item taking `units` of stock item `inventoryId` per unit sold; answers its id. */
export async function makeSaleItem(
  agent: Agent,
  name: string,
  price: number,
  inventoryId: number,
  units: number,
): Promise<number> {
  const created = await agent.post('/api/jf-sale-items', {
    form: {
      name,
      unit_price: String(price),
      unit_cost: String(Math.round(price / 2)),
      inventory_id: String(inventoryId),
      stock_units: String(units),
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  return dataOf(created).id as number;
}

/** Posts movements straight into the ledger, as the egg and feeding logs do. */
export function post(db: unknown, movements: Movement[]): Promise<void> {
  return postMovements(db as Executor, 2, null, movements);
}

/** A stock item's on hand and reorder flag, as its record answers them. */
export async function onHand(agent: Agent, id: number) {
  const answer = await agent.get(`/api/jf-inventories/${id}`);
  const data = dataOf(answer) as { on_hand: number; below_reorder: number };
  return { on_hand: data.on_hand, below_reorder: data.below_reorder };
}

/** A count's details by item name: opening, received, used, expected, counted, variance. */
export async function detailsOf(agent: Agent, logId: number) {
  const answer = await agent.get(`/api/jf-inventory-logs/${logId}/details`);
  expect(answer.statusCode, answer.body).toBe(200);
  const rows = dataOf(answer) as CountDetail[];
  return Object.fromEntries(rows.map((row) => [row.name, row]));
}
