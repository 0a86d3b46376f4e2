/**
 * Uploaded files never run as script: the stored type comes from the bytes, never the client's
 * claim, and anything a browser would run is sent as text or bytes, as an attachment, with
 * `nosniff` and the sandbox CSP.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { servedFileType, sniffFileType } from '../src/http/uploads';
import type { Agent, MultipartFile } from './helpers/agent';
import { ACCOUNTS, createTestApp, type TestApp } from './helpers/app';
import { databaseKinds } from './helpers/database';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const BINARY = Buffer.from([0x00, 0x01, 0x02, 0xfe, 0xff, 0x7f, 0x00]);

const hostile: [string, MultipartFile, string, string][] = [
  // name, upload, stored type, served content-type
  [
    'a JavaScript file',
    {
      field: 'attachments[]',
      filename: 'a.js',
      type: 'application/javascript',
      data: Buffer.from('alert(document.cookie)'),
    },
    'text/plain',
    'text/plain; charset=utf-8',
  ],
  [
    'an HTML page',
    {
      field: 'attachments[]',
      filename: 'a.html',
      type: 'text/html',
      data: Buffer.from('<script>alert(1)</script>'),
    },
    'text/plain',
    'text/plain; charset=utf-8',
  ],
  [
    'an SVG with a script',
    {
      field: 'attachments[]',
      filename: 'a.svg',
      type: 'image/svg+xml',
      data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    },
    'text/plain',
    'text/plain; charset=utf-8',
  ],
  [
    'an XML document',
    {
      field: 'attachments[]',
      filename: 'a.xml',
      type: 'application/xml',
      data: Buffer.from('<?xml version="1.0"?><a/>'),
    },
    'text/plain',
    'text/plain; charset=utf-8',
  ],
  [
    'unknown bytes claiming to be a script',
    { field: 'attachments[]', filename: 'b.js', type: 'text/javascript', data: BINARY },
    'application/octet-stream',
    'application/octet-stream',
  ],
];

describe.each(databaseKinds())('uploaded files on %s', (kind) => {
  let t: TestApp;
  let agent: Agent;
  beforeAll(async () => {
    t = await createTestApp(kind);
    agent = t.agent();
    await agent.signInTo(ACCOUNTS.manager, 1);
  }, 60_000);
  afterAll(async () => t?.close());

  async function attach(file: MultipartFile) {
    const res = await agent.post('/api/tickets', {
      multipart: {
        fields: { subject: `File ${file.filename}`, description: 'See attached.' },
        files: [file],
      },
    });
    expect(res.statusCode).toBe(201);
    const [attachment] = res.json().data.attachments;
    return attachment as { url: string; content_type: string };
  }

  it.each(hostile)(
    'stores and sends %s as something that cannot run',
    async (_name, file, stored, served) => {
      const attachment = await attach(file);
      expect(attachment.content_type).toBe(stored);
      const res = await agent.get(attachment.url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(served);
      expect(res.headers['content-disposition']).toMatch(/^attachment;/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
      expect(res.rawPayload.equals(file.data)).toBe(true);
    },
  );

  it('takes an image from its bytes whatever its name and claim, and shows it in place', async () => {
    const attachment = await attach({
      field: 'attachments[]',
      filename: 'x.js',
      type: 'application/javascript',
      data: PNG,
    });
    expect(attachment.content_type).toBe('image/png');
    const res = await agent.get(attachment.url);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toMatch(/^inline;/);
  });

  it('sends a file stored earlier with a script type as bytes to download', async () => {
    const attachment = await attach({
      field: 'attachments[]',
      filename: 'old.js',
      type: 'text/plain',
      data: Buffer.from('alert(1)'),
    });
    const id = attachment.url.split('/').pop() as string;
    // As the server stored it before types came from the bytes.
    await queryRows(
      t.database.handle.db,
      sql`update files set content_type = 'application/javascript' where id = ${id}`,
    );
    const res = await agent.get(attachment.url);
    expect(res.headers['content-type']).toBe('application/octet-stream');
    expect(res.headers['content-disposition']).toMatch(/^attachment;/);
  });
});

describe('file types', () => {
  it('reads the type from the bytes', () => {
    expect(sniffFileType(PNG)).toBe('image/png');
    expect(sniffFileType(Buffer.from('%PDF-1.4\n'))).toBe('application/pdf');
    expect(sniffFileType(Buffer.from('héllo\r\n\tworld'))).toBe('text/plain');
    expect(sniffFileType(BINARY)).toBe('application/octet-stream');
    expect(sniffFileType(Buffer.from([0xc3, 0x28]))).toBe('application/octet-stream');
    expect(sniffFileType(Buffer.alloc(0))).toBe('application/octet-stream');
  });

  it('serves only types that cannot run as themselves', () => {
    for (const type of [
      'application/javascript',
      'text/html',
      'image/svg+xml',
      'application/xml',
      'text/xml',
      'application/xhtml+xml',
      'text/css',
      'application/x-unknown',
      '',
    ]) {
      expect(servedFileType(type)).toBe('application/octet-stream');
    }
    expect(servedFileType('image/png')).toBe('image/png');
    expect(servedFileType('application/pdf')).toBe('application/pdf');
    expect(servedFileType('text/plain')).toBe('text/plain; charset=utf-8');
  });
});
