// The pixel work of screenshot-baseline.ts, in a worker thread: inside jest's VM the byte loops of pngjs and
// pixelmatch run 20 to 100 times slower than in plain Node (a 768x1700 shot took 16 s to encode), which would
// not fit the suite's time.
import { parentPort } from 'node:worker_threads';
import zlib from 'node:zlib';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

function compare({ expected, actual, threshold }) {
  const a = PNG.sync.read(Buffer.from(expected));
  const b = PNG.sync.read(Buffer.from(actual));
  const sizes = { expectedSize: `${a.width}x${a.height}`, actualSize: `${b.width}x${b.height}` };
  if (a.width !== b.width || a.height !== b.height) return { ...sizes, sameSize: false, diffPixels: a.width * a.height, pixels: a.width * a.height };
  const diff = new PNG({ width: a.width, height: a.height });
  const diffPixels = pixelmatch(a.data, b.data, diff.data, a.width, a.height, { threshold });
  return { ...sizes, sameSize: true, diffPixels, pixels: a.width * a.height, diffPng: diffPixels > 0 ? PNG.sync.write(diff) : undefined };
}

/** Colours closer than this in every channel share a palette entry: a few units off, far below what the comparison sees. */
const LEVEL = 17;

function chunk(type, data) {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * An 8-bit palette PNG. pngjs writes no palettes, so the indices are encoded as a grey image (pngjs does the row
 * filters and deflate) and its header then turned into a palette one.
 */
function indexedPng(width, height, indices, palette) {
  const grey = new PNG({ width, height, colorType: 0, inputColorType: 0, bitDepth: 8 });
  grey.data = indices;
  const png = PNG.sync.write(grey, { deflateLevel: 9, colorType: 0, inputColorType: 0 });
  const ihdrEnd = 8 + 8 + 13 + 4;
  const ihdr = Buffer.from(png.subarray(16, 29));
  ihdr[9] = 3; // colour type: palette
  const plte = Buffer.alloc(palette.length * 3);
  palette.forEach((rgb, i) => plte.writeUIntBE(rgb, i * 3, 3));
  return Buffer.concat([png.subarray(0, 8), chunk('IHDR', ihdr), chunk('PLTE', plte), png.subarray(ihdrEnd)]);
}

/**
 * Baselines are committed, so they are made small: pixels are grouped by colour to 16 levels a channel (a redacted
 * page then has a few hundred colours at most) and each group drawn in its mean colour, so large areas keep their
 * exact colour; then a palette PNG (an RGB one if a page ever has more than 256 groups).
 */
function compact({ png }) {
  const image = PNG.sync.read(Buffer.from(png));
  const { width, height, data } = image;
  const indices = Buffer.alloc(width * height);
  const sums = [];
  const index = new Map();
  for (let p = 0; p < width * height; p += 1) {
    const [r, g, b] = [data[p * 4], data[p * 4 + 1], data[p * 4 + 2]];
    const key = (Math.round(r / LEVEL) << 8) | (Math.round(g / LEVEL) << 4) | Math.round(b / LEVEL);
    let i = index.get(key);
    if (i === undefined) {
      i = sums.length;
      index.set(key, i);
      sums.push([0, 0, 0, 0]);
    }
    const sum = sums[i];
    sum[0] += r;
    sum[1] += g;
    sum[2] += b;
    sum[3] += 1;
    indices[p] = i;
  }
  if (sums.length > 256) return { png: PNG.sync.write(image, { deflateLevel: 9, colorType: 2, inputHasAlpha: true }) };
  const palette = sums.map(([r, g, b, n]) => (Math.round(r / n) << 16) | (Math.round(g / n) << 8) | Math.round(b / n));
  return { png: indexedPng(width, height, indices, palette) };
}

const ops = { compare, compact };

parentPort.on('message', ({ id, op, args }) => {
  try {
    parentPort.postMessage({ id, result: ops[op](args) });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error) });
  }
});
