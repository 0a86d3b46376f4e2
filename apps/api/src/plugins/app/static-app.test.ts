import { brotliDecompressSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILT_SCRIPT, writeBuiltApp } from './builtAppFixture';
import { staticAppPlugin } from './static-app';

const script = BUILT_SCRIPT;

describe('the built app on the server', () => {
  let app: FastifyInstance;
  const built = writeBuiltApp();

  beforeAll(async () => {
    app = Fastify();
    await app.register(staticAppPlugin, { appDist: built.dist });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    built.remove();
  });

  it('sends the Brotli copy of a file to a browser that accepts it, cached for good', async () => {
    const res = await app.inject({
      url: '/build/assets/index-C5SH3L4t.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends gzip, or the plain file, to browsers that accept only that', async () => {
    const gzipped = await app.inject({
      url: '/build/assets/index-C5SH3L4t.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({
      url: '/build/assets/index-C5SH3L4t.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('keeps files without a content hash for an hour only', async () => {
    const res = await app.inject({ url: '/build/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers the page for app paths and JSON 404 for unknown API paths', async () => {
    const page = await app.inject({ url: '/dashboard' });
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    const api = await app.inject({ url: '/api/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'The route api/nothing-here could not be found.' });
  });
});
