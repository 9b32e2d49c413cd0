import { createGame } from '../src/game/create';
import { GameRuntime } from '../src/game/runtime';
import { CLOSE_PACE_CAP, CLOSE_PACE_WEIGHT, pickReliever } from '../src/manager/bullpen';
import type { GameSetup, Roster } from '../src/types';
import { O_1B, O_HR } from '../src/types';
import { LEAGUE_RATES, makeSetup } from './support/fixtures';

const poorer = LEAGUE_RATES.map((x, i) => (i === O_HR || i === O_1B ? x * 1.3 : x));

/** A league season's staff: every reliever's pace (`reliefDue`) given, the closer out, one reliever made worse. */
function staff(r: Roster, due: Record<string, number>): Roster {
  return {
    ...r,
    players: r.players.map((p) => {
      if (!p.card.pitching) return p;
      const id = p.card.cardId;
      if (id.endsWith('-cp')) return { ...p, available: false };
      // rp3 allows more home runs and singles: a poorer arm than the rest of the pen.
      const card = id.endsWith('-rp3') && p.card.pitching ? { ...p.card, pitching: { ...p.card.pitching, rates: poorer } } : p.card;
      return { ...p, card, reliefDue: due[id] ?? 0 };
    }),
  };
}

function pick(due: Record<string, number>, lead: number): string | null {
  const base = makeSetup(7, { dh: true });
  const setup: GameSetup = { ...base, home: staff(base.home, due) };
  const rt = new GameRuntime().register(setup);
  const s = createGame(setup, rt);
  s.inning = 7;
  s.half = 0;
  return pickReliever(s, rt, 1, lead);
}

describe('close late innings in a league season', () => {
  it('go to the better arm when the pen is on its pace, and to one far behind his pace though he is poorer', () => {
    // On pace all round: the best run value (rp3 is the poorest, so not him).
    expect(pick({}, 1)).not.toBe('HOM-rp3');
    // rp3 twenty outs behind his real relief work: he takes the close inning (value alone never gave it to him).
    expect(pick({ 'HOM-rp3': 20 }, 1)).toBe('HOM-rp3');
    // Not a close game: the furthest behind, as before.
    expect(pick({ 'HOM-rp3': 20 }, 6)).toBe('HOM-rp3');
  });

  it('weighs outs behind only up to a cap', () => {
    expect(CLOSE_PACE_WEIGHT * CLOSE_PACE_CAP).toBeLessThan(0.2);
    expect(pick({ 'HOM-rp3': 1 }, 1)).not.toBe('HOM-rp3');
  });
});
