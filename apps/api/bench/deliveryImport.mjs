/**
 * The delivery brand's product import (`POST /api/jfd-products/import`): the built server
 * (`dist/main.js`) with its demo data, on the embedded database (PGlite) and then on PostgreSQL
 * (a new database `api_bench_*`, skipped when the server does not answer). A CSV file of
 * BENCH_IMPORT_ROWS products (10,000 by default, about 0.9 MB) is sent as the upload screen
 * sends it: first `mode=preview` (every row checked, nothing written), then `mode=all` (every
 * row written in one transaction). Printed: the file's size and each request's time. Only
 * figures are printed: nothing passes or fails.
 *
 *   node bench/deliveryImport.mjs
 *   BENCH_IMPORT_ROWS=20000 node bench/deliveryImport.mjs
 *   BENCH_DATABASE_URL=postgres://...   server to create the bench database on
 */
import {
  cookieHeader,
  requireBuild,
  signIn,
  startServer,
  stop,
  withBenchDatabase,
  withDataDir,
} from './lib.mjs';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
const SHELVES = ['Produce', 'Dairy', 'Bakery', 'Pantry', 'Household'];

/** `count` products on the demo shelves, SKUs `<prefix>-000001`..., as the example file reads. */
function productsCsv(count, prefix) {
  const lines = ['Name,SKU,Category,Price,Stock,Active,Description'];
  for (let i = 1; i <= count; i++) {
    const price = ((99 + ((i * 37) % 900)) / 100).toFixed(2);
    const sku = `${prefix}-${String(i).padStart(6, '0')}`;
    lines.push(
      `Product ${i},${sku},${SHELVES[i % 5]},${price},${i % 200},Yes,"Bench item ${i}, boxed"`,
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** Posts the file as the upload screen does (multipart `file`); answers the time and the body. */
async function upload(base, jar, mode, text) {
  const form = new FormData();
  form.append('file', new Blob([text], { type: 'text/csv' }), 'products.csv');
  const headers = {
    accept: 'application/json',
    'x-requested-with': 'XMLHttpRequest',
    cookie: cookieHeader(jar),
    'x-xsrf-token': decodeURIComponent(jar.get('XSRF-TOKEN') ?? ''),
  };
  const started = performance.now();
  const res = await fetch(`${base}/api/jfd-products/import?mode=${mode}`, {
    method: 'POST',
    headers,
    body: form,
  });
  const body = await res.json();
  const elapsed = performance.now() - started;
  if (res.status !== 200)
    throw new Error(`${mode}: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
  return { elapsed, data: body.data };
}

async function run(label, env) {
  return withDataDir(async (dataDir) => {
    const server = await startServer({ DATA_DIR: dataDir, ...env });
    try {
      const jar = await signIn(server.url, { email: 'admin@backoffice.test', brand: 8 });
      const text = productsCsv(ROWS, `B${Date.now().toString(36).toUpperCase()}`);
      const size = `${(Buffer.byteLength(text) / 1024 / 1024).toFixed(2)} MB`;
      const preview = await upload(server.url, jar, 'preview', text);
      const all = await upload(server.url, jar, 'all', text);
      console.log(
        `${label}: ${ROWS.toLocaleString('en-US')} products (${size}): preview ${(preview.elapsed / 1000).toFixed(2)} s (${preview.data.valid} valid), import ${(all.elapsed / 1000).toFixed(2)} s (${all.data.imported} imported)`,
      );
    } finally {
      await stop(server);
    }
  });
}

requireBuild();
console.log('Delivery product import (CSV, one request each)');
await run('PGlite', {});
await withBenchDatabase((url) => run('PostgreSQL', { DATABASE_URL: url }));
