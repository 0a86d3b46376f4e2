/**
 * Answers compressed for the browsers that accept it: JSON, CSV, HTML, SVG and other text of
 * 1 KB or more, with brotli or gzip. A list page's JSON is about a sixth of its size compressed
 * (a farm sales page: 13 KB as text), which a phone on a slow network waits for before it shows
 * the rows. Brotli runs at a middling quality, as the answers are made per request: the app's own
 * files are compressed once at build time and sent as they are (`static-app.ts`), and images,
 * PDFs and uploads are sent unchanged.
 */
import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;
/** Brotli's quality for answers made per request (0 to 11): near gzip's speed, smaller. */
export const BROTLI_QUALITY = 5;

export const compressionPlugin = fp(
  async (app) => {
    await app.register(compress, {
      global: true,
      threshold: COMPRESS_THRESHOLD_BYTES,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
      zlibOptions: { level: 6 },
    });
  },
  { name: 'compression' },
);
