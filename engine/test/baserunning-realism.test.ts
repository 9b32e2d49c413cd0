import { createGame } from '../src/game/create';
import { offense } from '../src/game/flow';
import { GameRuntime } from '../src/game/runtime';
import { outfieldArm } from '../src/rules/fielders';
import { INFIELD_SINGLE_FACES, LINE_DRIVE_DP_FACES, applyOutcome, tryAdvance } from '../src/rules/plate-appearance';
import type { GameSetup, GameState, Runner } from '../src/types';
import { O_1B, O_FB, O_GB } from '../src/types';
import { makeSetup } from './support/fixtures';

function fresh(setup: GameSetup): { s: GameState; rt: GameRuntime } {
  const rt = new GameRuntime().register(setup);
  return { s: createGame(setup, rt), rt };
}
const runner = (s: GameState, slot: number): Runner => ({ cardId: (offense(s).order[slot] as { cardId: string }).cardId, pitcherId: s.teams[1].pitcherId, earned: true });
const batter = (s: GameState) => (offense(s).order[offense(s).batterIndex] as { cardId: string }).cardId;

/** Every fielder sure-handed so errors do not blur the rule under test. */
function noErrors(setup: GameSetup, arm?: number): GameSetup {
  for (const p of [...setup.away.players, ...setup.home.players]) {
    for (const f of Object.values(p.card.fielding)) if (f) { f.error = 0; if (arm !== undefined) f.arm = arm; }
  }
  return setup;
}

describe('baserunning realism', () => {
  it('some singles stay in the infield: a runner on second then stops at third', () => {
    let held = 0, scored = 0;
    for (let i = 0; i < 400; i++) {
      const setup = noErrors(makeSetup(7), 0);
      // Faster than any card: every outfield single scores him, so the holds are the infield singles.
      for (const p of setup.away.players) p.card.batting.ratings.running = 40;
      const { s, rt } = fresh({ ...setup, seed: i });
      s.bases = [null, runner(s, 6), null];
      applyOutcome(s, rt, O_1B, batter(s));
      if (s.score[0] === 1) scored++;
      else if (s.bases[2] && s.bases[0]) held++;
    }
    expect(held / 400).toBeGreaterThan((INFIELD_SINGLE_FACES / 20) * 0.6);
    expect(held / 400).toBeLessThan((INFIELD_SINGLE_FACES / 20) * 1.5);
    expect(scored + held).toBe(400);
  });

  it('a caught liner sometimes doubles off the lead runner: two outs, no advance', () => {
    let doubled = 0;
    for (let i = 0; i < 600; i++) {
      const { s, rt } = fresh({ ...noErrors(makeSetup(9)), seed: i });
      s.bases = [runner(s, 5), null, null];
      applyOutcome(s, rt, O_FB, batter(s));
      if (s.outs === 2) { doubled++; expect(s.bases).toEqual([null, null, null]); }
    }
    expect(doubled / 600).toBeGreaterThan((LINE_DRIVE_DP_FACES / 20) * 0.5);
    expect(doubled / 600).toBeLessThan((LINE_DRIVE_DP_FACES / 20) * 1.6);
  });

  it('strong outfield arms (low arm rating) hold runners and throw more of them out', () => {
    const tally = (arm: number) => {
      const setup = noErrors(makeSetup(11), arm);
      const { s, rt } = fresh(setup);
      const r = { cardId: 'AWY-reg5', pitcherId: 'HOM-sp0', earned: true };
      const out = { safe: 0 };
      const a = outfieldArm(rt, s.teams[1]);
      for (let i = 0; i < 4000; i++) if (tryAdvance(s, rt, r, 12, a) === 1) out.safe++;
      return { ...out, arm: a };
    };
    const strong = tally(-6), weak = tally(5);
    expect(strong.arm).toBe(-6);
    expect(weak.arm).toBe(5);
    expect(weak.safe).toBeGreaterThan(strong.safe * 1.4);
  });

  it('a runner on second alone does not always move up on a ground out', () => {
    let moved = 0;
    for (let i = 0; i < 300; i++) {
      const { s, rt } = fresh({ ...noErrors(makeSetup(13)), seed: i });
      s.bases = [null, runner(s, 6), null];
      applyOutcome(s, rt, O_GB, batter(s));
      if (s.bases[2]) moved++;
    }
    expect(moved).toBeGreaterThan(120);
    expect(moved).toBeLessThan(290);
  });
});
