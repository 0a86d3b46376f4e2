/**
 * The products' CSV import through the API: the example file, a preview naming each bad row's
 * errors by field with the create's messages, `mode=all` refused while any row is bad,
 * `mode=valid` importing only the good rows, and 10,000 rows in one import, timed.
 */
import {
  type Agent,
  createTestApp,
  databaseKinds,
  seedContext,
  type TestApp,
} from '@backoffice/api/testing';
import type { Executor } from '@backoffice/server-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_RESOURCES } from '../../resources/catalogue';
import { productsCsv } from './productsCsv.testing';
import { seedCatalogue } from './seed';

const HEADER = 'Name,SKU,Category,Price,Stock,Active,Description';
const BAD_FILE = [
  HEADER,
  'Oat milk (1 L),IMP-0001,Dairy,1.89,40,Yes,',
  ',IMP-0002,Dairy,2.10,5,Yes,', // no name
  'Rye crackers,DRY-0001,Pantry,abc,-3,Yes,', // a seeded SKU, a price that is no number, stock below 0
  'Mango chutney,IMP-0004,Condiments,2.49,12,No,', // no such category
  'Oat milk (2 L),imp-0001,Dairy,3.29,8,Yes,', // the first row's SKU, other case
].join('\r\n');

describe.each(databaseKinds())('the products’ CSV import on %s', (kind) => {
  let t: TestApp;
  let manager: Agent;
  let dispatcher: Agent;
  const upload = (agent: Agent, mode: string, text: string, name = 'products.csv') =>
    agent.post(`/api/jfd-products/import?mode=${mode}`, {
      multipart: {
        files: [{ field: 'file', filename: name, type: 'text/csv', data: Buffer.from(text) }],
      },
    });
  const count = async () => (await manager.get('/api/jfd-products')).json().total as number;

  beforeAll(async () => {
    t = await createTestApp(kind, { resources: CATALOGUE_RESOURCES });
    await t.database.handle.db.transaction(async (tx) =>
      seedCatalogue(tx as unknown as Executor, seedContext(new Date(), {})),
    );
    manager = await t.signedIn('admin', 8);
    dispatcher = await t.signedIn('dispatcher', 8);
  }, 120_000);
  afterAll(async () => t?.close());

  it('offers an example file with the fields’ labels and two rows', async () => {
    const example = await manager.get('/api/jfd-products/import/example');
    expect(example.statusCode).toBe(200);
    expect(example.headers['content-disposition']).toBe(
      'attachment; filename="jfd-products-example.csv"',
    );
    expect(example.body.replace('\uFEFF', '').split('\r\n')).toEqual([
      HEADER,
      'Whole milk (1 L),DRY-1001,Dairy,1.49,120,Yes,Fresh whole milk from a local dairy.',
      'Sourdough loaf,BKY-2001,Bakery,3.29,24,Yes,',
      '',
    ]);
    // The example imports as it is.
    const preview = await upload(manager, 'preview', example.body);
    expect(preview.json().data).toMatchObject({ total: 2, valid: 2, invalid: 0, rows: [] });
  });

  it('previews each bad row’s errors by field, as a create words them', async () => {
    const preview = await upload(manager, 'preview', BAD_FILE);
    expect(preview.statusCode).toBe(200);
    const data = preview.json().data;
    expect(data.columns.map((column: { label: string }) => column.label)).toEqual(
      HEADER.split(','),
    );
    expect({ total: data.total, valid: data.valid, invalid: data.invalid }).toEqual({
      total: 5,
      valid: 1,
      invalid: 4,
    });
    expect(
      data.rows.map((row: { line: number; errors: object }) => [row.line, row.errors]),
    ).toEqual([
      [3, { name: ['The name field is required.'] }],
      [
        4,
        {
          sku: ['The SKU has already been taken.'],
          price: ['The price field must be an integer.'],
          stock: ['The stock field must be at least 0.'],
        },
      ],
      [5, { category_id: ['The selected category is invalid.'] }],
      [6, { sku: ['The SKU has already been taken.'] }],
    ]);
    expect(data.rows[2].values).toMatchObject({ name: 'Mango chutney', category_id: 'Condiments' });
    expect(await count()).toBe(150); // a preview writes nothing
  });

  it('refuses to import all while any row is bad, then imports only the valid rows', async () => {
    const all = await upload(manager, 'all', BAD_FILE);
    expect(all.statusCode).toBe(422);
    expect(all.json().errors['rows.3.name']).toEqual(['The name field is required.']);
    expect(all.json().errors['rows.5.category_id']).toEqual(['The selected category is invalid.']);
    expect(await count()).toBe(150);
    const valid = await upload(manager, 'valid', BAD_FILE);
    expect(valid.json().data).toEqual({ imported: 1, skipped: 4, total: 5 });
    const oat = (await manager.get('/api/jfd-products?search=IMP-0001')).json().data[0];
    expect(oat).toMatchObject({ name: 'Oat milk (1 L)', price: 189, stock: 40, active: true });
    const trail = (await manager.get(`/api/jfd-products/${oat.id}/audit`)).json().data[0];
    expect(trail).toMatchObject({ action: 'created', changes: { price: { old: null, new: 189 } } });
  });

  it('checks the file and the permission', async () => {
    const none = await manager.post('/api/jfd-products/import?mode=preview', { json: {} });
    expect(none.json().errors).toEqual({ file: ['The file field is required.'] });
    const pdf = await upload(manager, 'preview', '%PDF-1.4', 'list.pdf');
    expect(pdf.json().errors).toEqual({
      file: ['The file field must be a file of type: csv, txt.'],
    });
    const unknown = await upload(manager, 'preview', 'Name,Colour\r\nTea,Green');
    expect(unknown.json().errors).toEqual({
      file: ['The column "Colour" is not a field of products.'],
    });
    const empty = await upload(manager, 'preview', HEADER);
    expect(empty.json().errors).toEqual({ file: ['The file has no rows to import.'] });
    const mode = await upload(manager, 'everything', HEADER);
    expect(mode.statusCode).toBe(422);
    expect((await upload(dispatcher, 'preview', BAD_FILE)).statusCode).toBe(403);
  });

  it('imports 10,000 rows in one go, in seconds', async () => {
    const started = performance.now();
    const result = await upload(manager, 'all', productsCsv(10_000, 'BULK'));
    const elapsed = performance.now() - started;
    expect(result.json().data).toEqual({ imported: 10_000, skipped: 0, total: 10_000 });
    console.info(`10,000 products imported in ${Math.round(elapsed)} ms`);
    expect(await count()).toBe(150 + 1 + 10_000);
  }, 120_000);
});
