import { calibratedMultiplier, DEFAULT_SLOWDOWN } from '../lib/lighthouse-calibration.mjs';

// Lighthouse's docs: its default 4× is meant for a host in the high-end desktop bracket (benchmarkIndex 1500–2000);
// a slower host needs less slowdown to emulate the same phone, a faster one more.
test('keeps the default for the host it was made for, and scales with the host for the others', () => {
  expect(calibratedMultiplier(1750)).toBe(DEFAULT_SLOWDOWN);
  expect(calibratedMultiplier(875)).toBe(2);
  expect(calibratedMultiplier(2080)).toBe(4.8);
  expect(calibratedMultiplier(1234)).toBe(2.8);
});

test('never speeds the CPU up', () => {
  expect(calibratedMultiplier(200)).toBe(1);
});
