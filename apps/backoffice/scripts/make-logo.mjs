/**
 * Writes `public/logo.png`, the product's default logo: a blue rounded tile with three white
 * bars (a stylised ledger). Run with `node scripts/make-logo.mjs`; the PNG is committed, so the
 * build needs no script.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';

const SIZE = 128;
const RADIUS = 24;
const TILE = [29, 78, 216, 255];
const MARK = [255, 255, 255, 255];
const BARS = [
  { x: 30, y: 34, w: 68, h: 12 },
  { x: 30, y: 58, w: 50, h: 12 },
  { x: 30, y: 82, w: 34, h: 12 },
];

function insideTile(x, y) {
  const cx = Math.min(Math.max(x, RADIUS), SIZE - 1 - RADIUS);
  const cy = Math.min(Math.max(y, RADIUS), SIZE - 1 - RADIUS);
  return (x - cx) ** 2 + (y - cy) ** 2 <= RADIUS ** 2;
}

function pixel(x, y) {
  if (!insideTile(x, y)) return [0, 0, 0, 0];
  const onBar = BARS.some((b) => x >= b.x && x < b.x + b.w && y >= b.y && y < b.y + b.h);
  return onBar ? MARK : TILE;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const raw = Buffer.alloc((SIZE * 4 + 1) * SIZE);
for (let y = 0; y < SIZE; y++) {
  const row = y * (SIZE * 4 + 1);
  raw[row] = 0;
  for (let x = 0; x < SIZE; x++) Buffer.from(pixel(x, y)).copy(raw, row + 1 + x * 4);
}
const header = Buffer.alloc(13);
header.writeUInt32BE(SIZE, 0);
header.writeUInt32BE(SIZE, 4);
header.writeUInt8(8, 8);
header.writeUInt8(6, 9);
const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  chunk('IHDR', header),
  chunk('IDAT', deflateSync(raw)),
  chunk('IEND', Buffer.alloc(0)),
]);
const target = resolve(import.meta.dirname, '..', 'public', 'logo.png');
writeFileSync(target, png);
console.log(`Wrote ${target} (${png.length} bytes)`);
