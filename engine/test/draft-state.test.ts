import fc from 'fast-check';
import {
  createDraft, currentPick, makePick, requestPause, resume, undoLast, teamPicks, rosterSizes, isDraftComplete, type DraftState,
} from '../src/draft/draft-state';
import { DraftError, DRAFT_MESSAGES, type DraftErrorCode } from '../src/draft/errors';
import * as engine from '../src/index';

function deepFreeze<T>(o: T): T {
  if (o && typeof o === 'object') {
    Object.values(o).forEach(deepFreeze);
    Object.freeze(o);
  }
  return o;
}

function refusal(fn: () => unknown): DraftError {
  try {
    fn();
  } catch (e) {
    if (e instanceof DraftError) return e;
    throw e;
  }
  throw new Error('expected a DraftError');
}

/** Make the pick on the clock with player `p${pick}`. */
function next(s: DraftState): DraftState {
  const cur = currentPick(s);
  if (!cur) throw new Error('draft complete');
  return makePick(s, { pick: cur.pick, team: cur.team, playerId: `p${cur.pick}` });
}

function advance(s: DraftState, n: number): DraftState {
  for (let i = 0; i < n; i++) s = next(s);
  return s;
}

describe('draft state', () => {
  it('starts at pick 1 and walks the snake order to completion', () => {
    let s = createDraft({ teams: 3, rounds: 2 });
    expect(s.order).toEqual([0, 1, 2, 2, 1, 0]);
    expect(currentPick(s)).toEqual({ pick: 1, round: 1, pickInRound: 1, team: 0 });
    s = advance(s, 4);
    expect(currentPick(s)).toEqual({ pick: 5, round: 2, pickInRound: 2, team: 1 });
    s = advance(s, 2);
    expect(currentPick(s)).toBeNull();
    expect(isDraftComplete(s)).toBe(true);
    expect(teamPicks(s, 0)).toEqual(['p1', 'p6']);
    expect(s.version).toBe(6);
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
  });

  it('refuses each bad pick with a clear message and leaves the state unchanged', () => {
    const s0 = deepFreeze(advance(createDraft({ teams: 4, rounds: 3 }), 2));
    const snapshot = JSON.stringify(s0);
    const cases: Array<[DraftErrorCode, () => unknown, string]> = [
      ['already-made', () => makePick(s0, { pick: 2, team: 1, playerId: 'p2' }), DRAFT_MESSAGES['already-made']],
      ['already-made', () => makePick(s0, { pick: 1, team: 0, playerId: 'x' }), 'This pick has already been made.'],
      ['not-current', () => makePick(s0, { pick: 4, team: 3, playerId: 'x' }), DRAFT_MESSAGES['not-current']],
      ['out-of-turn', () => makePick(s0, { pick: 3, team: 0, playerId: 'x' }), DRAFT_MESSAGES['out-of-turn']],
      ['player-taken', () => makePick(s0, { pick: 3, team: 2, playerId: 'p1' }), DRAFT_MESSAGES['player-taken']],
      ['paused', () => makePick(requestPause(s0, { immediately: true }), { pick: 3, team: 2, playerId: 'x' }), DRAFT_MESSAGES.paused],
      ['invalid', () => makePick(s0, { pick: 3, team: 9, playerId: 'x' }), 'There is no team 9 in this draft.'],
      ['invalid', () => makePick(s0, { pick: 99, team: 2, playerId: 'x' }), 'There is no pick 99 in this draft.'],
    ];
    for (const [code, fn, message] of cases) {
      const e = refusal(fn);
      expect([e.code, e.message]).toEqual([code, message]);
    }
    expect(refusal(() => makePick(s0, { pick: 2, team: 1, playerId: 'p2' })).detail).toEqual({ made: { pick: 2, team: 1, playerId: 'p2', auto: false } });
    expect(refusal(() => makePick(s0, { pick: 3, team: 0, playerId: 'x' })).detail).toEqual({ onTheClock: 2 });
    expect(JSON.stringify(s0)).toBe(snapshot);
  });

  it('a pick sent twice is taken once (idempotent by pick number)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 12 }), fc.integer({ min: 1, max: 5 }), fc.nat(), (teams, rounds, k) => {
        let s = createDraft({ teams, rounds });
        s = advance(s, k % (teams * rounds));
        const cur = currentPick(s);
        if (!cur) return;
        const cmd = { pick: cur.pick, team: cur.team, playerId: 'dup' };
        const once = makePick(s, cmd);
        const e = refusal(() => makePick(once, cmd));
        expect(e.code).toBe('already-made');
        expect(e.message).toBe('This pick has already been made.');
        expect(once.picks.filter((p) => p.playerId === 'dup')).toHaveLength(1);
      }),
    );
  });

  it('refuses picks once the draft is complete', () => {
    const s = advance(createDraft({ teams: 2, rounds: 2 }), 4);
    expect(refusal(() => makePick(s, { pick: 4, team: 0, playerId: 'again' })).code).toBe('already-made');
    expect(refusal(() => requestPause(s)).code).toBe('complete');
    const linear = advance(createDraft({ teams: 2, rounds: 1, maxPlayers: 1, keptPlayers: [0, 1] }), 1);
    expect(currentPick(linear)).toBeNull();
    expect(refusal(() => makePick(linear, { pick: 2, team: 1, playerId: 'x' })).code).toBe('complete');
  });

  it('a full roster passes its remaining picks and refuses more players', () => {
    let s = createDraft({ teams: 3, rounds: 3, mode: 'linear', maxPlayers: 3, keptPlayers: [0, 2, 0] });
    s = next(s); // pick 1, team 0
    s = next(s); // pick 2, team 1: now 3 players
    expect(rosterSizes(s)).toEqual([1, 3, 0]);
    expect(currentPick(s)?.pick).toBe(3);
    s = advance(s, 2); // picks 3 (team 2) and 4 (team 0); pick 5 (team 1) is passed over
    expect(currentPick(s)).toEqual({ pick: 6, round: 2, pickInRound: 3, team: 2 });
    const e = refusal(() => makePick(s, { pick: 5, team: 1, playerId: 'x' }));
    expect([e.code, e.message]).toEqual(['roster-full', 'Your roster is full (3 players).']);
    s = advance(s, 3);
    expect(currentPick(s)).toBeNull();
    expect(rosterSizes(s)).toEqual([3, 3, 3]);
  });

  it('pauses after the current round completes, then resumes', () => {
    let s = advance(createDraft({ teams: 4, rounds: 3 }), 1);
    s = requestPause(s);
    expect([s.paused, s.pauseAfterRound]).toEqual([false, true]);
    s = advance(s, 2);
    expect(s.paused).toBe(false);
    s = next(s); // pick 4 ends round 1
    expect([s.paused, s.pauseAfterRound]).toEqual([true, false]);
    expect(currentPick(s)?.round).toBe(2);
    expect(refusal(() => next(s)).code).toBe('paused');
    s = resume(s);
    expect(s.paused).toBe(false);
    s = next(s);
    expect(s.picks).toHaveLength(5);
  });

  it('between rounds (and before the first pick) a pause takes effect at once; resume cancels a waiting pause', () => {
    expect(requestPause(createDraft({ teams: 2, rounds: 2 })).paused).toBe(true);
    expect(requestPause(advance(createDraft({ teams: 2, rounds: 2 }), 2)).paused).toBe(true);
    const waiting = requestPause(advance(createDraft({ teams: 2, rounds: 2 }), 1));
    expect(waiting.paused).toBe(false);
    const cancelled = resume(waiting);
    expect([cancelled.paused, cancelled.pauseAfterRound]).toEqual([false, false]);
    expect(next(next(cancelled)).paused).toBe(false);
    const unchanged = createDraft({ teams: 2, rounds: 2 });
    expect(resume(unchanged)).toBe(unchanged);
  });

  it('undoes the last pick, and the pick can then be made again', () => {
    const s3 = deepFreeze(advance(createDraft({ teams: 3, rounds: 2 }), 3));
    const s2 = undoLast(s3);
    expect(s2.picks.map((p) => p.playerId)).toEqual(['p1', 'p2']);
    expect(currentPick(s2)).toEqual({ pick: 3, round: 1, pickInRound: 3, team: 2 });
    expect(s2.version).toBe(s3.version + 1);
    const redo = makePick(s2, { pick: 3, team: 2, playerId: 'other', auto: true });
    expect(redo.picks[2]).toEqual({ pick: 3, team: 2, playerId: 'other', auto: true });
    expect(refusal(() => undoLast(createDraft({ teams: 2, rounds: 1 }))).message).toBe('There is no pick to undo.');
  });

  it('is exported from the engine under unambiguous names', () => {
    expect(engine.undoLastPick).toBe(undoLast);
    expect(engine.resumeDraft).toBe(resume);
    expect(engine.createDraft).toBe(createDraft);
    expect(typeof engine.undoLast).toBe('function');
    expect(engine.undoLast).not.toBe(undoLast);
  });
});
