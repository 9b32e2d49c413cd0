import fc from 'fast-check';
import { TOURNAMENT_FORMATS, TOURNAMENT_SERIES_LENGTHS } from '@bb/contract';
import { bracketView } from '../src/tournaments/bracket';
import { drive, randomWinner, rng, shuffledSeeds } from './tournament-bracket-driver';

// Any field size, format, series length and run of results ends with exactly one champion from the field, and
// every series ends when a side reaches ceil(len/2) (drive() checks each nextGames answer on the way).
test('every bracket reaches one champion whatever the results', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.integer({ min: 4, max: 64 }),
      fc.constantFrom(...TOURNAMENT_FORMATS),
      fc.constantFrom(...TOURNAMENT_SERIES_LENGTHS),
      fc.integer(),
      async (n, format, seriesLength, seed) => {
        const seeds = shuffledSeeds(n, rng(seed));
        const result = await drive({ format, seriesLength, seeds }, randomWinner(rng(seed ^ 0x5bd1e995)));
        expect(seeds).toContain(result.doc.champion);
        const toWin = Math.ceil(seriesLength / 2);
        for (const log of result.series.values()) expect(Math.max(...log.wins.values())).toBe(toWin);
        if (format === 'single-elimination') expect(result.series.size).toBe(n - 1);
        if (format === 'double-elimination') expect([2 * n - 2, 2 * n - 1]).toContain(result.series.size);
        // Byes never play: every series in the view with a bye has no games.
        for (const stage of bracketView(result.doc).stages)
          for (const group of stage.groups)
            for (const round of group.rounds)
              for (const m of round.matches) if (m.bye) expect(result.series.has(m.id)).toBe(false);
      },
    ),
    { numRuns: 25 },
  );
});
