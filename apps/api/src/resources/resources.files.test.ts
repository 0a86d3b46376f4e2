/**
 * `file` fields: an upload kept with the record it belongs to, replaced, cleared and removed with
 * it, refused over its size or outside its types with nothing stored, served only to those who
 * may view the record in its brand, and named in the audit trail and the CSV export.
 */
import {
  defineResource,
  everyAction,
  type ResourceDefinition,
  UNDO_GRACE_SECONDS,
  UNDO_SECONDS,
} from '@backoffice/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent, MultipartFile } from '../../test/helpers/agent';
import { createTestApp, type TestApp } from '../../test/helpers/app';
import { databaseKinds } from '../../test/helpers/database';
import { RESOURCES } from '../domains';
import { contentDisposition } from './fileDownload';
import { rowsOf } from './repository';
import { cleanFileName, uploadType } from './resourceUploads';
import { sweepUndoEntries } from './undoEntries';

/** A resource of this test's own: any type of file, up to 512 KB. */
const staffDocuments: ResourceDefinition = defineResource({
  name: 'test_staff_documents',
  segment: 'test-staff-documents',
  singular: 'staff document',
  plural: 'staff documents',
  scope: 'brand',
  titleField: 'title',
  fields: {
    title: { type: 'string', label: 'Title', rules: ['required'], listed: true, sortable: true },
    scan: { type: 'file', label: 'Scan', maxKilobytes: 512, listed: true },
  },
  permissions: everyAction('manage_employees'),
  defaultSort: { field: 'title', direction: 'asc' },
});

const MB = 1024 * 1024;
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('ann'),
]);
const GIF = Buffer.from('GIF89a-bob');

const photo = (filename: string, data: Buffer, type = 'image/png'): MultipartFile => ({
  field: 'photo',
  filename,
  type,
  data,
});

let counter = 0;
function employeeFields(): Record<string, string> {
  counter++;
  return { name: `Person ${counter}`, email: `p${counter}@files.test`, hire_date: '2024-03-01' };
}

describe('file names and types', () => {
  it('keep a name to a header: quotes, backslashes and line breaks cannot escape it', () => {
    expect(contentDisposition('a "b"\\c.pdf', 'application/pdf')).toBe(
      `attachment; filename="a _b__c.pdf"; filename*=UTF-8''a%20%22b%22%5Cc.pdf`,
    );
    expect(cleanFileName('C:\\fakepath\\x\r\ny.png')).toBe('xy.png');
    expect(cleanFileName('../../')).toBe('file');
    expect(contentDisposition('x.svg', 'image/svg+xml')).toMatch(/^attachment;/);
  });

  it('read images and PDFs from their bytes, and trust a name or claim for nothing else', () => {
    const upload = (filename: string, mimetype: string, data: Buffer) => ({
      filename,
      mimetype,
      data,
    });
    expect(uploadType(upload('x.txt', 'text/plain', PNG))).toBe('image/png');
    expect(uploadType(upload('x.png', 'image/png', Buffer.from('text')))).toBe(
      'application/octet-stream',
    );
    expect(uploadType(upload('x.jpg', 'text/plain', Buffer.from('text')))).toBe(
      'application/octet-stream',
    );
    expect(uploadType(upload('x.docx', 'application/octet-stream', Buffer.from('PK')))).toBe('');
    expect(uploadType(upload('x.csv', 'text/csv', Buffer.from('a,b')))).toBe('text/csv');
  });
});

describe.each(databaseKinds())('file fields on %s', (kind) => {
  let t: TestApp;
  let admin: Agent;
  let otherBrand: Agent;
  let noPermission: Agent;

  beforeAll(async () => {
    t = await createTestApp(kind, { resources: [...RESOURCES, staffDocuments] });
    admin = await t.signedIn('admin', 2);
    // HR may manage employees too, but works in another brand.
    otherBrand = await t.signedIn('hr', 9);
    noPermission = await t.signedIn('manager', 2);
  }, 120_000);
  afterAll(async () => t?.close());

  const query = <T>(statement: ReturnType<typeof sql>) =>
    rowsOf<T>(t.database.handle.db, statement);
  const fileCount = async () =>
    Number(
      (
        await query<{ n: number }>(
          sql`select count(*)::int as n from files where kind = 'resource_file'`,
        )
      )[0]?.n,
    );
  const fileExists = async (key: string) =>
    (await query(sql`select 1 from files where id = ${key}::uuid`)).length > 0;
  const photoKey = async (id: number) =>
    (await query<{ photo: string | null }>(sql`select photo from employees where id = ${id}`))[0]
      ?.photo ?? null;

  async function createWithPhoto(file: MultipartFile = photo('ann.png', PNG)) {
    const response = await admin.post('/api/employees', {
      multipart: { fields: employeeFields(), files: [file] },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as { id: number; photo: unknown };
  }

  async function auditChanges(id: number) {
    const response = await admin.get(`/api/employees/${id}/audit`);
    return (response.json().data as { action: string; changes: Record<string, unknown> }[]).map(
      (entry) => ({ action: entry.action, photo: entry.changes.photo }),
    );
  }

  it('keeps an upload with a new record and answers its name, address, size and type', async () => {
    const before = await fileCount();
    const record = await createWithPhoto();
    expect(record.photo).toEqual({
      name: 'ann.png',
      url: `/api/employees/${record.id}/files/photo`,
      size: PNG.length,
      type: 'image/png',
    });
    expect(await fileCount()).toBe(before + 1);
    const shown = await admin.get(`/api/employees/${record.id}`);
    expect(shown.json().data.photo).toEqual(record.photo);
    const listed = await admin.get(`/api/employees?search=${encodeURIComponent('Person')}`);
    const row = listed.json().data.find((r: { id: number }) => r.id === record.id);
    expect(row.photo.name).toBe('ann.png');
  });

  it('serves the bytes with their type, in place for images, never sniffed', async () => {
    const record = await createWithPhoto(photo('Ann Archer é (1).png', PNG));
    const response = await admin.get(`/api/employees/${record.id}/files/photo`);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(PNG)).toBe(true);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-disposition']).toBe(
      `inline; filename="Ann Archer _ (1).png"; filename*=UTF-8''Ann%20Archer%20%C3%A9%20%281%29.png`,
    );
  });

  it('downloads other files as attachments', async () => {
    const created = await admin.post('/api/test-staff-documents', {
      multipart: {
        fields: { title: 'Contract' },
        files: [
          {
            field: 'scan',
            filename: "o'neil (1).pdf",
            type: 'application/pdf',
            data: Buffer.from('%PDF-1.4 x'),
          },
        ],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const response = await admin.get(created.json().data.scan.url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="o'neil (1).pdf"; filename*=UTF-8''o%27neil%20%281%29.pdf`,
    );
  });

  it('replaces the file through POST with _method=PUT and removes the old one', async () => {
    const record = await createWithPhoto();
    const oldKey = (await photoKey(record.id)) as string;
    const before = await fileCount();
    const response = await admin.post(`/api/employees/${record.id}`, {
      multipart: { fields: { _method: 'PUT' }, files: [photo('bob.gif', GIF, 'image/gif')] },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.photo).toMatchObject({ name: 'bob.gif', type: 'image/gif' });
    expect(await fileExists(oldKey)).toBe(false);
    expect(await fileCount()).toBe(before);
    const download = await admin.get(`/api/employees/${record.id}/files/photo`);
    expect(download.rawPayload.equals(GIF)).toBe(true);
    expect(await auditChanges(record.id)).toEqual([
      { action: 'updated', photo: { old: 'ann.png', new: 'bob.gif' } },
      { action: 'created', photo: { old: null, new: 'ann.png' } },
    ]);
  });

  it('answers 405 to a POST to a record without _method', async () => {
    const record = await createWithPhoto();
    const response = await admin.post(`/api/employees/${record.id}`, {
      multipart: { fields: { name: 'X' } },
    });
    expect(response.statusCode).toBe(405);
  });

  it('keeps the file when a change leaves the field out, and clears it on an empty value', async () => {
    const record = await createWithPhoto();
    const key = (await photoKey(record.id)) as string;
    const kept = await admin.put(`/api/employees/${record.id}`, { form: { position: 'Lead' } });
    expect(kept.json().data.photo).toMatchObject({ name: 'ann.png' });
    expect(await fileExists(key)).toBe(true);

    const cleared = await admin.put(`/api/employees/${record.id}`, { form: { photo: '' } });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().data.photo).toBeNull();
    expect(await photoKey(record.id)).toBeNull();
    expect(await fileExists(key)).toBe(false);
    expect((await auditChanges(record.id))[0]).toEqual({
      action: 'updated',
      photo: { old: 'ann.png', new: null },
    });
    expect((await admin.get(`/api/employees/${record.id}/files/photo`)).statusCode).toBe(404);
  });

  it('clears the file on an explicit JSON null', async () => {
    const record = await createWithPhoto();
    const key = (await photoKey(record.id)) as string;
    const cleared = await admin.put(`/api/employees/${record.id}`, { json: { photo: null } });
    expect(cleared.json().data.photo).toBeNull();
    expect(await fileExists(key)).toBe(false);
  });

  it('refuses a file of 2MB and a byte with the size message and stores nothing', async () => {
    const before = await fileCount();
    const fields = employeeFields();
    const response = await admin.post('/api/employees', {
      multipart: {
        fields,
        files: [photo('big.png', Buffer.concat([PNG, Buffer.alloc(2 * MB + 1 - PNG.length)]))],
      },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ photo: ['The file size must not exceed 2MB.'] });
    expect(await fileCount()).toBe(before);
    const listed = await admin.get(
      `/api/employees?search=${encodeURIComponent(fields.name as string)}`,
    );
    expect(listed.json().data).toEqual([]);

    const record = await createWithPhoto();
    const change = await admin.post(`/api/employees/${record.id}`, {
      multipart: {
        fields: { _method: 'PUT' },
        files: [photo('big.png', Buffer.concat([PNG, Buffer.alloc(2 * MB)]))],
      },
    });
    expect(change.json().errors).toEqual({ photo: ['The file size must not exceed 2MB.'] });
    expect((await admin.get(`/api/employees/${record.id}`)).json().data.photo.name).toBe('ann.png');
  });

  it("follows a field's own smaller limit", async () => {
    const response = await admin.post('/api/test-staff-documents', {
      multipart: {
        fields: { title: 'Scan' },
        files: [
          {
            field: 'scan',
            filename: 'scan.txt',
            type: 'text/plain',
            data: Buffer.alloc(512 * 1024 + 1),
          },
        ],
      },
    });
    expect(response.json().errors).toEqual({ scan: ['The file size must not exceed 0.5MB.'] });
  });

  it('refuses a type outside mimes, judged by the bytes rather than the name', async () => {
    const before = await fileCount();
    for (const file of [
      photo('cv.pdf', Buffer.from('%PDF-1.4 cv'), 'application/pdf'),
      photo('fake.png', Buffer.from('<html>not an image</html>'), 'image/png'),
    ]) {
      const response = await admin.post('/api/employees', {
        multipart: { fields: employeeFields(), files: [file] },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({
        photo: ['The photo field must be a file of type: jpg, png, gif, webp.'],
      });
    }
    expect(await fileCount()).toBe(before);
  });

  it('never lets a JSON or form body point a field at a stored file', async () => {
    const owner = await createWithPhoto();
    const key = (await photoKey(owner.id)) as string;
    const other = await createWithPhoto();
    for (const body of [
      { json: { photo: key } },
      { json: { photo: { name: 'ann.png', type: 'image/png', size: 10 } } },
      { form: { photo: key } },
    ]) {
      const response = await admin.put(`/api/employees/${other.id}`, body);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ photo: ['The photo field must be a file.'] });
    }
    const created = await admin.post('/api/employees', {
      json: { ...employeeFields(), photo: key },
    });
    expect(created.json().errors).toEqual({ photo: ['The photo field must be a file.'] });
    expect(await photoKey(other.id)).not.toBe(key);
  });

  it('stores one file for a create repeated with its idempotency key', async () => {
    const before = await fileCount();
    const fields = employeeFields();
    const send = () =>
      admin.post('/api/employees', {
        multipart: { fields, files: [photo('ann.png', PNG)] },
        headers: { 'idempotency-key': `files-${counter}` },
      });
    const first = await send();
    const again = await send();
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().data.id).toBe(first.json().data.id);
    expect(await fileCount()).toBe(before + 1);
  });

  it("answers 404 for another brand's record, an unknown field or no file", async () => {
    const record = await createWithPhoto();
    expect((await otherBrand.get(`/api/employees/${record.id}/files/photo`)).statusCode).toBe(404);
    expect((await admin.get(`/api/employees/${record.id}/files/name`)).statusCode).toBe(404);
    expect((await admin.get(`/api/employees/${record.id}/files/nope`)).statusCode).toBe(404);
    const bare = await admin.post('/api/employees', { form: employeeFields() });
    expect((await admin.get(`/api/employees/${bare.json().data.id}/files/photo`)).statusCode).toBe(
      404,
    );
    expect((await admin.get('/api/employees/999999/files/photo')).statusCode).toBe(404);
  });

  it('needs the permission to view the record', async () => {
    const record = await createWithPhoto();
    const response = await noPermission.get(`/api/employees/${record.id}/files/photo`);
    expect(response.statusCode).toBe(403);
  });

  it('is not served by the general file endpoint', async () => {
    const record = await createWithPhoto();
    const key = (await photoKey(record.id)) as string;
    expect((await admin.get(`/api/files/${key}`)).statusCode).toBe(404);
  });

  it('removes the file with its record once its undo has expired, and names it in the trail', async () => {
    const record = await createWithPhoto();
    const key = (await photoKey(record.id)) as string;
    const deleted = await admin.delete(`/api/employees/${record.id}`);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.headers['undo-token']).toEqual(expect.any(String));
    // Kept for the undo; the sweep removes it once the undo has expired.
    expect(await fileExists(key)).toBe(true);
    const later = new Date(Date.now() + (UNDO_SECONDS + UNDO_GRACE_SECONDS + 1) * 1000);
    expect(await sweepUndoEntries(t.database.handle.db, () => later)).toBeGreaterThan(0);
    expect(await fileExists(key)).toBe(false);
    expect((await auditChanges(record.id))[0]).toEqual({
      action: 'deleted',
      photo: { old: 'ann.png', new: null },
    });
  });

  it('is in the OpenAPI document, with the multipart change', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(doc.paths['/api/employees/{id}/files/{field}']?.get?.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'field', in: 'path' })]),
    );
    expect(doc.paths['/api/employees/{id}']?.post?.summary).toMatch(/_method=PUT/);
  });

  it('exports the file name in the CSV', async () => {
    const fields = employeeFields();
    const created = await admin.post('/api/employees', {
      multipart: { fields, files: [photo('=cv, final.png', PNG)] },
    });
    expect(created.statusCode).toBe(201);
    const csv = await admin.get(
      `/api/employees?format=csv&search=${encodeURIComponent(fields.name as string)}`,
    );
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    const header = (lines[0] ?? '').split(',');
    expect(header[9]).toBe('Photo');
    expect(lines[1]).toContain(`,"'=cv, final.png",`);
  });
});
