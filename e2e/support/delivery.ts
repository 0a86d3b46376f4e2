/** Helpers shared by the delivery brand's end-to-end tests (brand 8). */
import { deflateSync } from 'node:zlib';
import { type Browser, expect, type Locator, type Page } from '@playwright/test';
import type { Account } from './accounts';
import { type ApiSession, type SessionUser, sessionUser } from './api';
import { notificationBell, pickBrand, signIn } from './app';
import { expectSubscribed, recordSocketFrames } from './realtime';
import { openContext } from './test';

export const DELIVERY_BRAND = 8;

/** The realtime channels each role of the brand joins (spec section 6, group 8). */
const CHANNELS: Readonly<Record<string, readonly string[]>> = {
  Dispatcher: ['private-jfd-orders', 'jfd-order-updates'],
  'Shopping Concierge': ['order-fulfillment', 'jfd-order-updates'],
  Driver: ['jfd-order-delivery'],
};

/** A member of staff signed in to the delivery brand in a browser context of their own. */
export interface Desk {
  page: Page;
  user: SessionUser;
}

/**
 * Opens a browser context, signs the account in through the screens, picks the delivery brand,
 * opens the screen at `start`, waits until that page's realtime connection has joined the
 * user's and the role's channels (so that what happens next reaches it live), and starts from
 * a quiet bell (opening the panel clears any earlier alert). The page's document is marked, to
 * tell later that it was never reloaded.
 */
export async function openDesk(browser: Browser, account: Account, start: string): Promise<Desk> {
  const context = await openContext(browser);
  const page = await context.newPage();
  await signIn(page, account);
  await pickBrand(page, DELIVERY_BRAND);
  const user = await sessionUser(context);
  // Only the sockets of the screen opened next: the dashboard's goes with its document.
  const frames = recordSocketFrames(page);
  await page.goto(start);
  for (const channel of [`private-user.${user.id}`, ...(CHANNELS[account.role] ?? [])]) {
    await expectSubscribed(frames, channel);
  }
  const bell = notificationBell(page);
  await bell.click();
  await expect(page.getByRole('heading', { name: 'Notifications' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(bell).not.toHaveAttribute('data-has-new');
  await page.evaluate(() => {
    document.documentElement.dataset.sameDocument = 'yes';
  });
  return { page, user };
}

/** The bell's red dot: the flag, its description for screen readers, and the dot's colour. */
export async function expectRedDot(page: Page): Promise<void> {
  const bell = notificationBell(page);
  await expect(bell).toHaveAttribute('data-has-new', 'true', { timeout: 15_000 });
  await expect(bell).toHaveAccessibleDescription('new');
  const colour = await bell.evaluate((element) => {
    const dot = [...element.querySelectorAll('span')].find(
      (span) => span.getAttribute('aria-hidden') === 'true' && span.childElementCount === 0,
    );
    return dot ? getComputedStyle(dot).backgroundColor : 'none';
  });
  const [red = 0, green = 0, blue = 0] = colour.match(/\d+/g)?.map(Number) ?? [];
  expect(red, `the dot is red (${colour})`).toBeGreaterThan(150);
  expect(Math.max(green, blue)).toBeLessThan(red);
}

/** The page shows the document `openDesk` opened: nothing reloaded it since. */
export async function expectSameDocument(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-same-document', 'yes');
}

interface Row {
  id: number;
  name?: string;
  price?: number;
  active?: boolean;
  [field: string]: unknown;
}

/** The records of a list, as the API answers them (`{data: [...]}` of a page). */
export async function listOf(api: ApiSession, path: string): Promise<Row[]> {
  const response = await api.send('GET', path);
  expect(response.status(), `GET ${path}`).toBe(200);
  return ((await response.json()) as { data: Row[] }).data;
}

export interface Product {
  id: number;
  name: string;
  price: number;
}

/** What an order is made of, picked from the brand's lists so that the figures can be worked out. */
export interface OrderPlan {
  customerId: number;
  zoneId: number;
  speedId: number;
  /** The zone's fee at the speed plus the speed's surcharge. */
  deliveryFee: number;
  /** Two of one product with an add-on, found at picking. */
  found: Product;
  addon: { id: number; price: number };
  /** Three of a dearer product, substituted at picking by a cheaper one. */
  substituted: Product;
  substitute: Product;
  tiers: { min: number; max: number | null; fee: number }[];
}

/**
 * Picks a customer, a zone and speed that deliver, an add-on and three active products from the
 * first page of the catalogue by name (the page the screens name products from): one to find,
 * and a dearer one to substitute with a cheaper one.
 */
export async function planOrder(api: ApiSession): Promise<OrderPlan> {
  const [customer] = await listOf(api, '/api/jfd-customers?per_page=1');
  const zones = await listOf(api, '/api/zones?per_page=100');
  const speeds = await listOf(api, '/api/jfd-shipping-speeds?per_page=100');
  const fees = await listOf(api, '/api/jfd-delivery-fees?per_page=100');
  // A fee row of an active zone at an active speed: that zone delivers at that speed.
  const fee = fees.find(
    (row) =>
      zones.some((zone) => zone.id === row.zone_id && zone.active) &&
      speeds.some((speed) => speed.id === row.shipping_speed_id && speed.active),
  );
  const speed = speeds.find((row) => row.id === fee?.shipping_speed_id);
  const [addon] = (await listOf(api, '/api/addons?per_page=100')).filter((row) => row.active);
  const products = (
    await listOf(api, '/api/jfd-products?per_page=100&sort=name&direction=asc')
  ).filter((row) => row.active) as unknown as Product[];
  const [found, ...others] = products;
  const byPrice = [...others].sort((a, b) => b.price - a.price);
  const substituted = byPrice[0];
  const substitute = byPrice.at(-1);
  const tiers = (await listOf(api, '/api/jfd-grocery-delivery-fees?per_page=100')).map((row) => ({
    min: Number(row.min_subtotal),
    max: row.max_subtotal === null ? null : Number(row.max_subtotal),
    fee: Number(row.fee),
  }));
  if (!customer || !fee || !speed || !addon || !found || !substituted || !substitute) {
    throw new Error('The demo catalogue lacks a customer, a delivery fee, an add-on or products');
  }
  expect(substitute.price).toBeLessThan(substituted.price);
  return {
    customerId: customer.id,
    zoneId: Number(fee.zone_id),
    speedId: speed.id,
    deliveryFee: Number(fee.fee) + Number(speed.surcharge),
    found,
    addon: { id: addon.id, price: Number(addon.price) },
    substituted,
    substitute,
    tiers,
  };
}

/** The figures of a planned order as the spec's price rule works them out, in cents. */
export function priceOf(plan: OrderPlan) {
  const subtotal = 2 * (plan.found.price + plan.addon.price) + 3 * plan.substituted.price;
  const grocery =
    plan.tiers.find((tier) => subtotal >= tier.min && (tier.max === null || subtotal < tier.max))
      ?.fee ?? 0;
  const total = subtotal + plan.deliveryFee + grocery;
  // A cheaper substitute is charged at its own price: the difference comes back.
  const refund = 3 * (plan.substituted.price - plan.substitute.price);
  return { subtotal, grocery, total, refund, totalAfterPicking: total - refund };
}

/** The order's form as the customer app posts it: products, quantities and add-ons, no price. */
export function orderForm(plan: OrderPlan, address: string, day: string): Record<string, string> {
  return {
    customer_id: String(plan.customerId),
    kind: 'delivery',
    zone_id: String(plan.zoneId),
    shipping_speed_id: String(plan.speedId),
    address,
    slot_date: day,
    slot: '18:00-20:00',
    'lines[0][product_id]': String(plan.found.id),
    'lines[0][quantity]': '2',
    'lines[0][addon_ids][]': String(plan.addon.id),
    'lines[1][product_id]': String(plan.substituted.id),
    'lines[1][quantity]': '3',
  };
}

/** `$1,234.50`, from cents, as the screens write money. */
export function dollars(cents: number): string {
  return `$${new Intl.NumberFormat('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(cents / 100)}`;
}

/** The value (`dd`) of a term (`dt`) in a list of figures. */
export function figure(scope: Locator, term: string): Locator {
  return scope
    .locator('dt', { hasText: new RegExp(`^${term}$`) })
    .first()
    .locator('xpath=following-sibling::dd[1]');
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG of a door-coloured square, `size` pixels wide (a few hundred bytes). */
export function pngPhoto(size = 32): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3, Buffer.from([160, 82, 45]))]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PNG padded past the 2 MB upload limit (2 × 1024 × 1024 bytes). */
export function oversizedPhoto(): Buffer {
  const photo = pngPhoto();
  return Buffer.concat([photo, Buffer.alloc(2 * 1024 * 1024 + 1 - photo.length + 1024)]);
}
