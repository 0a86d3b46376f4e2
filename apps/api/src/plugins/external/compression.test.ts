import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILT_SCRIPT, BUILT_SCRIPT_URL, writeBuiltApp } from '../app/builtAppFixture';
import { staticAppPlugin } from '../app/static-app';
import { COMPRESS_THRESHOLD_BYTES, compressionPlugin } from './compression';

/** A list page's answer: 40 rows of a few fields, about 4 KB as text. */
const page = {
  current_page: 1,
  data: Array.from({ length: 40 }, (_, index) => ({
    id: index + 1,
    status: index % 3 === 0 ? 'void' : 'completed',
    total: 1000 + index * 250,
    labels: { customer_id: `Customer ${index + 1}` },
  })),
};

describe('compressed answers', () => {
  let app: FastifyInstance;
  const built = writeBuiltApp();

  beforeAll(async () => {
    app = Fastify();
    await app.register(compressionPlugin);
    app.get('/api/page', async () => page);
    app.get('/api/small', async () => ({ message: 'Saved.' }));
    app.get('/api/picture', async (_request, reply) =>
      reply.type('image/png').send(Buffer.alloc(4096, 7)),
    );
    await app.register(staticAppPlugin, { appDist: built.dist });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    built.remove();
  });

  it('sends a JSON answer of 1 KB or more as Brotli to a browser that accepts it', async () => {
    const plainSize = JSON.stringify(page).length;
    expect(plainSize).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);
    const res = await app.inject({
      url: '/api/page',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(plainSize / 4);
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toEqual(page);
  });

  it('sends gzip to a browser that accepts only gzip, and plain text to one that asks for none', async () => {
    const gzipped = await app.inject({ url: '/api/page', headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString())).toEqual(page);
    for (const headers of [{}, { 'accept-encoding': 'identity' }]) {
      const plain = await app.inject({ url: '/api/page', headers });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.json()).toEqual(page);
    }
  });

  it('sends small answers and pictures as they are', async () => {
    const small = await app.inject({ url: '/api/small', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ message: 'Saved.' });
    const picture = await app.inject({ url: '/api/picture', headers: { 'accept-encoding': 'br' } });
    expect(picture.headers['content-encoding']).toBeUndefined();
    expect(picture.rawPayload.length).toBe(4096);
  });

  it("sends the app's files compressed at build time once, not compressed again", async () => {
    const res = await app.inject({
      url: BUILT_SCRIPT_URL,
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(BUILT_SCRIPT);
  });
});
