import { createPhaseTimer } from '../lib/phase-timer.mjs';

/** `npm test` ends with the time of each phase (scripts/lib/phase-timer.mjs). */

test('each phase is timed, a failing one too, and the table ends with the total', async () => {
  let clock = 0;
  const timer = createPhaseTimer(() => clock);
  await timer.time('typecheck', async () => {
    clock += 95_000;
  });
  await expect(
    timer.time('unit', async () => {
      clock += 7_000;
      throw new Error('a test failed');
    }),
  ).rejects.toThrow('a test failed');
  clock += 1_000;
  expect(timer.table().split('\n')).toEqual(['[test] time per phase:', '  typecheck   1m 35s', '  unit            7s', '  total       1m 43s']);
});

test('a phase answers what its work answers', async () => {
  const timer = createPhaseTimer(() => 0);
  expect(await timer.time('lint', async () => 3)).toBe(3);
});
