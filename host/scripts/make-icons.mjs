// Draws the app icons (a gold diamond on brand navy) as PNGs with a tiny
// encoder over node:zlib, so no image library is needed. Run it after
// changing the design: `node host/scripts/make-icons.mjs`.
import { writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const NAVY = [0x0b, 0x1f, 0x3a];
const GOLD = [0xf5, 0xc5, 0x42];
const WHITE = [0xff, 0xff, 0xff];
const outDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'public', 'icons');

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf) {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** Encodes an RGB image given by a pixel function (x, y) => [r, g, b]. */
function encodePng(size, pixel) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const raw = Buffer.alloc(size * (size * 3 + 1));
  for (let y = 0; y < size; y += 1) {
    const row = y * (size * 3 + 1);
    raw[row] = 0; // filter: none
    for (let x = 0; x < size; x += 1) raw.set(pixel(x, y), row + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A diamond (a square turned 45°) with a white "home plate" dot, filling
 * `scale` of the icon; maskable icons keep it inside the 80 % safe zone.
 */
function diamondIcon(size, scale) {
  const c = (size - 1) / 2;
  const r = (size / 2) * scale;
  return encodePng(size, (x, y) => {
    const d = Math.abs(x - c) + Math.abs(y - c);
    const plate = Math.hypot(x - c, y - (c + r * 0.55)) < r * 0.14;
    if (plate) return WHITE;
    if (d <= r && d >= r * 0.82) return GOLD;
    if (d < r * 0.82 && Math.hypot(x - c, y - c) < r * 0.2) return GOLD;
    return NAVY;
  });
}

mkdirSync(outDir, { recursive: true });
const icons = {
  'icon-192.png': diamondIcon(192, 0.78),
  'icon-512.png': diamondIcon(512, 0.78),
  'icon-maskable-512.png': diamondIcon(512, 0.6),
  'apple-touch-icon.png': diamondIcon(180, 0.7),
};
for (const [name, png] of Object.entries(icons)) {
  writeFileSync(path.join(outDir, name), png);
  console.log(`${name}: ${png.length} bytes`);
}
