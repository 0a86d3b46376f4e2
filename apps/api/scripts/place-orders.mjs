#!/usr/bin/env node
/**
 * Places realistic delivery orders (brand 8) through the API at a chosen rate, for demos and
 * load tests: it signs in as the dispatcher, reads the catalogue (customers, products, add-ons,
 * the zones' fees by speed, pickup locations, coupons) and posts `POST /api/jfd-orders` with
 * random customers, 1-5 lines, add-ons now and then, a slot today or tomorrow, a coupon on one
 * order in ten, one pickup in seven. The server prices each order; the script never sends a price.
 *
 *   node apps/api/scripts/place-orders.mjs --rate 2/s --duration 60s --url http://localhost:3000
 *     --rate      orders per second (`2/s`, `30/m`; default 1/s)
 *     --duration  how long (`60s`, `5m`; default 60s)
 *     --url       the server (default http://localhost:3000)
 *     --email     who places them (default dispatcher@backoffice.test; password "password")
 *
 * Prints each minute's count and, at the end, how many were placed, refused (by answer) and the
 * p50 / p99 latency.
 */
import { call, signIn } from '../bench/lib.mjs';

const SLOTS = [
  '08:00-10:00',
  '10:00-12:00',
  '12:00-14:00',
  '14:00-16:00',
  '16:00-18:00',
  '18:00-20:00',
];

const pick = (list) => list[Math.floor(Math.random() * list.length)];
const chance = (p) => Math.random() < p;

async function all(base, jar, path) {
  const res = await call(base, jar, 'GET', `${path}${path.includes('?') ? '&' : '?'}per_page=100`);
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()).data;
}

/** What orders are made of, as the signed-in user may read it. */
export async function loadCatalogue(base, jar) {
  const [customers, products, addons, fees, locations, coupons] = await Promise.all([
    all(base, jar, '/api/jfd-customers'),
    all(base, jar, '/api/jfd-products?filter[active]=1'),
    all(base, jar, '/api/addons?filter[active]=1'),
    all(base, jar, '/api/jfd-delivery-fees'),
    all(base, jar, '/api/jfd-pickup-locations?filter[active]=1'),
    all(base, jar, '/api/coupons?filter[active]=1').catch(() => []),
  ]);
  const today = new Date().toISOString().slice(0, 10);
  return {
    customers: customers.map((c) => c.id),
    products: products.map((p) => p.id),
    addons: addons.map((a) => a.id),
    routes: fees.map((f) => ({ zone: f.zone_id, speed: f.shipping_speed_id })),
    locations: locations.map((l) => l.id),
    coupons: coupons.filter((c) => c.starts_on <= today && c.ends_on >= today).map((c) => c.code),
  };
}

/** One random order as a form body. */
export function randomOrder(catalogue) {
  const now = new Date();
  const tomorrow = now.getUTCHours() >= 18 || chance(0.3);
  const day = new Date(now.getTime() + (tomorrow ? 86_400_000 : 0)).toISOString().slice(0, 10);
  const firstSlot = tomorrow
    ? 0
    : Math.min(5, Math.max(0, Math.floor((now.getUTCHours() - 6) / 2)));
  const fields = {
    customer_id: String(pick(catalogue.customers)),
    slot_date: day,
    slot: SLOTS[firstSlot + Math.floor(Math.random() * (SLOTS.length - firstSlot))],
  };
  if (catalogue.locations.length && chance(1 / 7)) {
    fields.kind = 'pickup';
    fields.pickup_location_id = String(pick(catalogue.locations));
  } else {
    const route = pick(catalogue.routes);
    fields.kind = 'delivery';
    fields.zone_id = String(route.zone);
    fields.shipping_speed_id = String(route.speed);
  }
  if (catalogue.coupons.length && chance(0.1)) fields.coupon_code = pick(catalogue.coupons);
  if (chance(0.15)) fields.notes = pick(['Leave at the door', 'Ring twice', 'Call on arrival']);
  const body = new URLSearchParams(fields);
  const lines = 1 + Math.floor(Math.random() * 5);
  for (let i = 0; i < lines; i++) {
    body.append(`lines[${i}][product_id]`, String(pick(catalogue.products)));
    body.append(`lines[${i}][quantity]`, String(1 + Math.floor(Math.random() * 3)));
    if (catalogue.addons.length && chance(0.15)) {
      body.append(`lines[${i}][addon_ids][]`, String(pick(catalogue.addons)));
    }
  }
  return body.toString();
}

function option(args, name, fallback) {
  const at = args.indexOf(`--${name}`);
  return at >= 0 && args[at + 1] ? args[at + 1] : fallback;
}

/** `2/s` or `30/m`: orders per second. */
function parseRate(text) {
  const match = /^(\d+(?:\.\d+)?)\/(s|m)$/.exec(text);
  if (!match) throw new Error(`--rate ${text}: write it as 2/s or 30/m`);
  return Number(match[1]) / (match[2] === 'm' ? 60 : 1);
}

/** `60s` or `5m`: milliseconds. */
function parseDuration(text) {
  const match = /^(\d+(?:\.\d+)?)(s|m)$/.exec(text);
  if (!match) throw new Error(`--duration ${text}: write it as 60s or 5m`);
  return Number(match[1]) * (match[2] === 'm' ? 60_000 : 1000);
}

async function main(args) {
  const base = option(args, 'url', 'http://localhost:3000').replace(/\/$/, '');
  const rate = parseRate(option(args, 'rate', '1/s'));
  const duration = parseDuration(option(args, 'duration', '60s'));
  const email = option(args, 'email', 'dispatcher@backoffice.test');
  const jar = await signIn(base, { email, brand: 8 });
  const catalogue = await loadCatalogue(base, jar);
  if (!catalogue.customers.length || !catalogue.products.length) {
    throw new Error('The catalogue has no customers or products to order.');
  }
  console.log(`placing ${rate}/s for ${duration / 1000}s at ${base} as ${email}`);
  const latencies = [];
  const answers = new Map();
  const pending = [];
  const started = performance.now();
  for (let n = 0; performance.now() - started < duration; n++) {
    const due = started + (n * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    if (performance.now() - started >= duration) break;
    const sent = performance.now();
    pending.push(
      call(base, jar, 'POST', '/api/jfd-orders', randomOrder(catalogue)).then(async (res) => {
        const text = await res.text();
        latencies.push(performance.now() - sent);
        // A refusal counts under its message: a coupon used up, a zone without that speed.
        const answer = res.status === 201 ? 201 : `${res.status} ${text.slice(0, 120)}`;
        answers.set(answer, (answers.get(answer) ?? 0) + 1);
      }),
    );
    if ((n + 1) % Math.max(1, Math.round(rate * 60)) === 0) {
      console.log(`  ${n + 1} orders sent`);
    }
  }
  await Promise.all(pending);
  latencies.sort((a, b) => a - b);
  const at = (q) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  console.log(`placed ${answers.get(201) ?? 0} of ${latencies.length}`);
  for (const [answer, count] of answers) if (answer !== 201) console.log(`  ${count} x ${answer}`);
  console.log(`latency p50 ${at(0.5).toFixed(1)} ms, p99 ${at(0.99).toFixed(1)} ms`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
