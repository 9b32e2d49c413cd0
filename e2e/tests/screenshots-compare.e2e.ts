import { PNG } from 'pngjs';
import { TOLERANCE, comparePngs, stopPngWorker, withinTolerance } from '../support/screenshot-baseline';

/** The screenshot suite's comparison on synthetic images: what passes and what fails it. */

afterAll(stopPngWorker);

/** A grey 100x100 image with a `block`-sized square of `colour` in its corner. */
function image(block: number, colour: [number, number, number], width = 100): Buffer {
  const png = new PNG({ width, height: 100 });
  for (let y = 0; y < 100; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 4;
      const [r, g, b] = x < block && y < block ? colour : [200, 200, 200];
      png.data[i] = r;
      png.data[i + 1] = g;
      png.data[i + 2] = b;
      png.data[i + 3] = 255;
    }
  }
  return PNG.sync.write(png);
}

test('identical images pass', async () => {
  const result = await comparePngs(image(10, [20, 40, 160]), image(10, [20, 40, 160]));
  expect(result.diffPixels).toBe(0);
  expect(withinTolerance(result)).toBe(true);
});

test('a changed block fails and is drawn in the diff image', async () => {
  const result = await comparePngs(image(10, [20, 40, 160]), image(10, [200, 30, 30]));
  expect(result.diffPixels).toBe(100);
  expect(withinTolerance(result)).toBe(false);
  expect(PNG.sync.read(Buffer.from(result.diffPng ?? [])).width).toBe(100);
});

test('a change below the allowed share passes, a colour shift below the per-pixel threshold counts for nothing', async () => {
  // 2x2 pixels of 10,000 is 0.04%, under the allowed 0.5%.
  expect(withinTolerance(await comparePngs(image(2, [20, 40, 160]), image(2, [200, 30, 30])))).toBe(true);
  expect(TOLERANCE.maxDiffShare).toBeGreaterThan(0.0004);
  expect((await comparePngs(image(50, [200, 200, 200]), image(50, [203, 201, 199]))).diffPixels).toBe(0);
});

test('a different size fails', async () => {
  const result = await comparePngs(image(0, [0, 0, 0]), image(0, [0, 0, 0], 101));
  expect(result.sameSize).toBe(false);
  expect(withinTolerance(result)).toBe(false);
});
