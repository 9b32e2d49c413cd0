/**
 * The play log as a fan reads it, end to end: games the engine plays from many seeds, their events as the server
 * sends them (api `gamePlays`), worded by the one formatter every play screen uses (shared `formatPlay`). It lives
 * here because it crosses three packages; each of them keeps its own unit tests.
 */
import { createGame } from '../../engine/src/game/create';
import { applyDecision } from '../../engine/src/game/decisions';
import { GameRuntime } from '../../engine/src/game/runtime';
import { makeSetup } from '../../engine/test/support/fixtures';
import { gamePlays } from '../../api/src/games/game-view';
import { formatPlay } from '../../shared/src/game-events/format-play';
import { initI18n } from '../../shared/src/i18n';

const TEAMS = { away: '2019 Away Club', home: '2019 Home Club' };
const POSITION = '(P|C|1B|2B|3B|SS|LF|CF|RF|DH)';
/** Lines that do not read as a sentence: a bare position code anywhere, a list with a hole, a missing word. */
const GARBLED: Array<[string, RegExp]> = [
  ['a trailing bare position after a comma', new RegExp(`, ${POSITION}(?=[,.]|$)`)],
  ['a bare position code', new RegExp(`\\b${POSITION}\\b`)],
  ['an empty list item', /,\s*[,.]|\s{2,}|\s[,.]/],
  ['an unfilled word', /undefined|null|\{\{|NaN/],
  ['an unknown play', /^Play$| bats$/],
];

function gameLog(seed: number): string[] {
  // Computer managers on both sides: pitching changes, pinch hitters and runners, defensive switches come up too.
  const setup = makeSetup(seed, { recordEvents: true });
  const rt = new GameRuntime().register(setup);
  const state = applyDecision(createGame(setup, rt), { type: 'quickPlay', scope: 'game' }, rt);
  return gamePlays(state).filter((p) => p.type !== 'dice').map((p) => formatPlay(p, TEAMS));
}

beforeAll(() => initI18n('en'));

test('no line of 200 seeded games is garbled, and the plays that used to be are worded as sentences', () => {
  const lines = Array.from({ length: 200 }, (_, i) => gameLog(i + 1)).flat();
  expect(lines.length).toBeGreaterThan(200 * 60);
  const bad = GARBLED.flatMap(([why, pattern]) => lines.filter((line) => pattern.test(line)).slice(0, 3).map((line) => `${why}: ${line}`));
  expect(bad).toEqual([]);
  // The shapes the issue quoted, now sentences (each occurs in this many games).
  expect(lines.some((l) => / lines into a double play to (the pitcher|the catcher|first|second|third|short|left|center|right)\b/.test(l))).toBe(true);
  expect(lines.some((l) => / grounds into a double play, \w+ to \w+ to first/.test(l))).toBe(true);
  expect(lines.some((l) => / grounds out to the pitcher/.test(l))).toBe(true);
  expect(lines.some((l) => / reaches on an error by the (pitcher|catcher|\w+ baseman|shortstop|\w+ fielder)/.test(l))).toBe(true);
});
