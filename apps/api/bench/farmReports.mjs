/**
 * The farm's six reports over a busy year, on PostgreSQL only: the built server (`dist/main.js`)
 * on a new database `api_bench_*` (with the demo year, which is this year), and last year filled
 * in SQL:
 *
 * - 100,000 sales (`salesYear.mjs`: 2-3 lines each, some refunded, some voided, a quarter cash);
 * - 20 flocks, each with a daily egg collection log and a daily feeding log (7,300 of each);
 * - ten expenses a day across the brand's categories and vendors, most paid;
 * - a deposit every Monday of the week before's cash sales, the last four weeks left undeposited.
 *
 * Then each report for that year is timed, its JSON and its PDF (the Sales Report's CSV too),
 * 10 sequential requests each: median and max in ms beside the aim (200 ms for data, 500 ms for
 * a PDF). Only figures are printed: nothing passes or fails.
 *
 *   node bench/farmReports.mjs
 *   BENCH_DATABASE_URL=postgres://...   server to create the bench database on
 *   BENCH_KEEP_DATABASE=1               keep the database afterwards (to EXPLAIN its queries)
 */
import pg from 'pg';
import {
  call,
  requireBuild,
  signIn,
  startServer,
  stop,
  timeRequests,
  withBenchDatabase,
  withDataDir,
} from './lib.mjs';
import { addSalesYear } from './salesYear.mjs';

const BRAND = 2;
const MANAGER = 'manager@backoffice.test';
const YEAR_SALES = 100_000;
const FLOCKS = 20;
const RUNS = 10;
const year = new Date().getUTCFullYear() - 1;
const from = `${year}-01-01`;
const thru = `${year}-12-31`;
const period = `fromDate=${from}&thruDate=${thru}`;

const form = (fields) => new URLSearchParams(fields).toString();

async function create(base, jar, path, fields) {
  const res = await call(base, jar, 'POST', path, form(fields));
  if (res.status !== 201) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()).data.id;
}

/** The bench's sale items, feed items and feed types, made through the API as staff would. */
async function catalogue(base, jar) {
  const itemIds = [];
  for (const [name, unit_price, unit_cost] of [
    ['Bench tray of large eggs', '900', '540'],
    ['Bench tray of medium eggs', '750', '460'],
    ['Bench spent hen', '600', '250'],
  ]) {
    itemIds.push(await create(base, jar, '/api/jf-sale-items', { name, unit_price, unit_cost }));
  }
  const feedIds = [];
  for (const [name, cost] of [
    ['Bench layer mash', '2400'],
    ['Bench grower crumbles', '2650'],
  ]) {
    const inventory_id = await create(base, jar, '/api/jf-inventories', {
      name,
      kind: 'feed',
      unit: 'kg',
      reorder_level: '500',
      unit_cost: '48',
    });
    feedIds.push(
      await create(base, jar, '/api/feed-types', {
        name,
        unit: 'kg',
        bag_weight: '50',
        cost_per_bag: cost,
        inventory_id: String(inventory_id),
      }),
    );
  }
  return { itemIds, feedIds };
}

/** 20 flocks and a daily egg collection and feeding log for each, one statement per table. */
async function addLogs(db, feedIds, userId) {
  await db.query(
    `insert into livestock (brand_id, name, breed, house, bird_count, acquired_on, status)
     select $1, 'Bench flock ' || g, 'ISA Brown', 'Bench house ' || (1 + g % 5), 1800 + g * 20,
            $2::date - 120, 'laying'
     from generate_series(1, $3) g`,
    [BRAND, from, FLOCKS],
  );
  const flocks = `select id, bird_count from livestock where brand_id = ${BRAND} and name like 'Bench flock %'`;
  const days = `select d::date as day from generate_series('${from}'::date, '${thru}'::date, '1 day') d`;
  await db.query(
    `insert into egg_collection_logs
       (brand_id, collected_on, livestock_id, small_trays, small_loose, medium_trays, medium_loose,
        large_trays, large_loose, jumbo_trays, jumbo_loose, cracked, broken, bird_count,
        recorded_by, recorded_by_name)
     select $1, d.day, f.id, 3, (f.id % 20), 18, (f.id % 25), 30, (extract(doy from d.day)::int % 30),
            2, 5, 8 + f.id % 5, 3, f.bird_count, $2, 'Bench'
     from (${flocks}) f cross join (${days}) d`,
    [BRAND, userId],
  );
  await db.query(
    `insert into layer_feeding_logs
       (brand_id, fed_on, livestock_id, feed_type_id, quantity, cost, recorded_by, recorded_by_name)
     select $1, d.day, f.id, ($2::int[])[1 + f.id % 2], 210 + f.id % 15,
            round((210 + f.id % 15) * 2400 / 50.0)::bigint, $3, 'Bench'
     from (${flocks}) f cross join (${days}) d`,
    [BRAND, feedIds, userId],
  );
}

/** Ten expenses a day over the brand's categories and vendors; those of the last month unpaid. */
async function addExpenses(db) {
  await db.query(
    `insert into jf_expenses (brand_id, spent_on, vendor_id, expense_category_id, description,
                              amount, due_on, status, paid_on, payment_method)
     select $1, d.day, v.ids[1 + k % array_length(v.ids, 1)], c.ids[1 + k % array_length(c.ids, 1)],
            'Bench bill ' || k, 2500 + (k * 137) % 40000, d.day + 30,
            case when d.day > $2::date - 30 then 'unpaid' else 'paid' end,
            case when d.day > $2::date - 30 then null else d.day + 10 end,
            case when d.day > $2::date - 30 then null else 'bank_transfer' end
     from (select g::date as day from generate_series('${from}'::date, $2::date, '1 day') g) d
     cross join generate_series(0, 9) k
     cross join (select array_agg(id order by id) as ids from vendors where brand_id = $1) v
     cross join (select array_agg(id order by id) as ids from expense_categories where brand_id = $1) c`,
    [BRAND, thru],
  );
}

/** A deposit every Monday of the week before's cash sales, but for the year's last four weeks. */
async function addDeposits(db) {
  await db.query(
    `insert into jf_deposits (brand_id, deposited_on, account, reference)
     select $1, d::date, 'Farm current account', 'BENCH-' || to_char(d, 'YYYYMMDD')
     from generate_series(date_trunc('week', $2::date)::date + 7, $3::date - 28, '7 days') d`,
    [BRAND, from, thru],
  );
  const week = `s.sold_on >= dep.deposited_on - 7 and s.sold_on < dep.deposited_on`;
  const cash = `s.brand_id = ${BRAND} and s.payment_method = 'cash' and s.status <> 'voided'`;
  await db.query(
    `insert into jf_deposit_items (deposit_id, position, sale_id, taken_on, description, amount)
     select dep.id, row_number() over (partition by dep.id order by s.id) - 1, s.id, s.sold_on,
            'Sale #' || s.id,
            (select coalesce(sum(l.quantity::bigint * l.unit_price), 0) from jf_sale_lines l
              where l.sale_id = s.id)
          - (select coalesce(sum(r.amount), 0) from jf_sale_refunds r where r.sale_id = s.id)
     from jf_deposits dep join jf_sales s on ${week} and ${cash}
     where dep.brand_id = $1 and dep.reference like 'BENCH-%'`,
    [BRAND],
  );
  await db.query(
    `insert into jf_deposit_claims (deposit_id, sale_id)
     select deposit_id, sale_id from jf_deposit_items i join jf_deposits d on d.id = i.deposit_id
     where d.reference like 'BENCH-%'`,
  );
  await db.query(
    'analyze livestock, egg_collection_logs, layer_feeding_logs, jf_expenses, jf_deposits, jf_deposit_items, jf_deposit_claims',
  );
}

async function counts(db) {
  const inYear = (table, column) =>
    `(select count(*)::int from ${table} where brand_id = ${BRAND} and ${column} between '${from}' and '${thru}')`;
  const { rows } = await db.query(
    `select ${inYear('egg_collection_logs', 'collected_on')} as eggs,
            ${inYear('layer_feeding_logs', 'fed_on')} as feedings,
            ${inYear('jf_expenses', 'spent_on')} as expenses,
            ${inYear('jf_deposits', 'deposited_on')} as deposits`,
  );
  return rows[0];
}

async function run(url) {
  return withDataDir(async (dataDir) => {
    const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: url });
    const db = new pg.Client({ connectionString: url });
    await db.connect();
    try {
      const base = server.url;
      const jar = await signIn(base, { email: MANAGER, brand: BRAND });
      const { itemIds, feedIds } = await catalogue(base, jar);
      const { rows } = await db.query('select id from users where email = $1', [MANAGER]);
      const t0 = performance.now();
      const sales = await addSalesYear(db, { brand: BRAND, year, count: YEAR_SALES, itemIds });
      await addLogs(db, feedIds, rows[0].id);
      await addExpenses(db);
      await addDeposits(db);
      const seedSeconds = (performance.now() - t0) / 1000;
      const reports = [];
      for (const [label, name] of [
        ['Sales Report', 'jf-sale-report'],
        ['Egg Collection Report', 'egg-collection-report'],
        ['Feeding Report', 'layer-feeding-report'],
        ['Deposit Report', 'jf-deposit-report'],
        ['Expense Report', 'jf-expense-report'],
        ['P&L', 'jf-pnl-report'],
      ]) {
        const data = await timeRequests(base, jar, `/api/${name}?${period}`, RUNS);
        const pdf = await timeRequests(base, jar, `/api/${name}/print?${period}`, RUNS);
        reports.push({ label, data, pdf });
      }
      const csv = await timeRequests(base, jar, `/api/jf-sale-report?${period}&format=csv`, RUNS);
      return { sales, logs: await counts(db), seedSeconds, reports, csv };
    } finally {
      await db.end();
      await stop(server);
    }
  });
}

requireBuild();
console.log(`Farm reports bench on PostgreSQL: brand ${BRAND}, the year ${year}\n`);
const result = await withBenchDatabase(run);
if (result) {
  const n = (value) => value.toLocaleString('en-US');
  const { sales, logs } = result;
  console.log(
    `${n(sales.sales)} sales (${n(sales.lines)} lines, ${n(sales.refunds)} refunds, ${sales.voided} voided), ${FLOCKS} flocks with ${n(logs.eggs)} egg collection and ${n(logs.feedings)} feeding logs, ${n(logs.expenses)} expenses, ${n(logs.deposits)} deposits; added in ${result.seedSeconds.toFixed(1)} s. ${RUNS} sequential requests each, the whole year:`,
  );
  console.table(
    result.reports.flatMap((r) => [
      {
        report: `${r.label} (JSON)`,
        'median ms': r.data.median.toFixed(1),
        'max ms': r.data.max.toFixed(1),
        'aim ms': 200,
        bytes: r.data.bytes,
      },
      {
        report: `${r.label} (PDF)`,
        'median ms': r.pdf.median.toFixed(1),
        'max ms': r.pdf.max.toFixed(1),
        'aim ms': 500,
        bytes: r.pdf.bytes,
      },
    ]),
  );
  console.log(
    `Sales Report (CSV): median ${result.csv.median.toFixed(1)} ms, max ${result.csv.max.toFixed(1)} ms (aim 200 ms), ${n(result.csv.bytes)} bytes`,
  );
}
