import { createGame } from '../src/game/create';
import { applyDecision, replayGame } from '../src/game/decisions';
import { REASONS, illegalReason } from '../src/rules/legal-actions';
import { SubstitutionError } from '../src/rules/substitution';
import type { Decision, GameState, PlayEvent } from '../src/types';
import { makeSetup } from './support/fixtures';

const humans = { managers: { away: 'human', home: 'human' } as const };
const start = (seed: number | string = 1) => createGame(makeSetup(seed, humans));
const dynamic = (s: GameState) => JSON.stringify(s, (key, value) => (key === 'setup' ? undefined : value));
/** What a plate appearance did on the field, without who was said to manage it. */
const play = (events: PlayEvent[]) => events.filter((e) => e.type !== 'time up' && e.type !== 'manager');
const field = (s: GameState) => JSON.stringify({ rng: s.rng, score: s.score, bases: s.bases, outs: s.outs, inning: s.inning, half: s.half, teams: s.teams, status: s.status });

/** The same plate appearance with the team handed to the computer and back around it (the long way). */
function handedAround(s: GameState, team: 0 | 1): GameState {
  const played = applyDecision(applyDecision(s, { type: 'setManager', team, kind: 'computer' }), { type: 'swingAway' });
  return played.status === 'final' ? played : applyDecision(played, { type: 'setManager', team, kind: 'human' });
}

describe("swing away with the computer's choices for one team (a decision clock that ran out)", () => {
  it.each([
    ['the batting team', (s: GameState) => s.half],
    ['the fielding team', (s: GameState) => (s.half === 0 ? 1 : 0) as 0 | 1],
  ])('plays each plate appearance as the computer manager of %s would, and says the clock ran out', (_name, teamOf) => {
    let s = start(7);
    let computerMoves = 0;
    while (s.status !== 'final') {
      const team = teamOf(s);
      const before = s.events.length;
      const timed = applyDecision(s, { type: 'swingAway', computerFor: team });
      const long = handedAround(s, team);
      expect(field(timed)).toBe(field(long));
      expect(play(timed.events.slice(before))).toEqual(play(long.events.slice(before)));
      expect(timed.events[before]).toMatchObject({ type: 'time up', team });
      expect(timed.events[before]?.text).toContain((team === 0 ? s.setup.away : s.setup.home).name);
      // The seat stays the user's: only this one plate appearance was the computer's.
      expect(timed.managers).toBeUndefined();
      const plain = applyDecision(s, { type: 'swingAway' });
      if (field(plain) !== field(timed)) computerMoves++;
      s = timed;
    }
    // The computer's choices (a pinch hitter, a steal, a walk, a reliever) changed some plate appearances.
    expect(computerMoves).toBeGreaterThan(0);
  });

  it('a log holding it replays to the same state', () => {
    let s = start(21);
    for (let i = 0; s.status !== 'final' && i < 120; i++) {
      const d: Decision = i % 3 === 0 ? { type: 'swingAway', computerFor: (i % 2) as 0 | 1 } : { type: 'swingAway' };
      s = applyDecision(s, d);
    }
    expect(s.decisions.some((d) => d.type === 'swingAway' && d.computerFor !== undefined)).toBe(true);
    expect(dynamic(replayGame(s.setup, s.decisions))).toBe(dynamic(s));
  });

  it('is legal only while the game is live and for one of its two teams', () => {
    const s = start(3);
    const bad = { type: 'swingAway', computerFor: 2 } as unknown as Decision;
    expect(illegalReason(s, s.half, bad)).toBe(REASONS.noSuchTeam);
    expect(() => applyDecision(s, bad)).toThrow(SubstitutionError);
    expect(illegalReason(s, s.half, { type: 'swingAway', computerFor: 1 })).toBeNull();
    const final = applyDecision(s, { type: 'quickPlay', scope: 'game' });
    expect(illegalReason(final, final.half, { type: 'swingAway', computerFor: 0 })).toBe(REASONS.over);
    expect(() => applyDecision(final, { type: 'swingAway', computerFor: 0 })).toThrow(REASONS.over);
  });
});
