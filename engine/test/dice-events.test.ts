import { createGame } from '../src/game/create';
import { applyDecision } from '../src/game/decisions';
import { GameRuntime } from '../src/game/runtime';
import { boxScore, playByPlay } from '../src/stats/box-score';
import { OUTCOMES } from '../src/types';
import { makeSetup } from './support/fixtures';

describe('dice events', () => {
  it("every plate-appearance event's dice read the logged result off the matchup card", () => {
    const setup = makeSetup(21, { recordEvents: true, managers: { away: 'human', home: 'human' } });
    for (const p of [...setup.home.players, ...setup.away.players]) {
      if (p.card.pitching) { p.card.pitching.ratings.endurance = 1000; p.card.pitching.ratings.reliever = 100; }
    }
    const rt = new GameRuntime().register(setup);
    let s = createGame(setup, rt);
    s = applyDecision(s, { type: 'quickPlay', scope: 'game' }, rt);
    const env = setup.contexts[s.envKey];
    const pas = s.events.filter((e) => e.type === 'plate appearance' && e.dice);
    expect(pas.length).toBeGreaterThan(60);
    for (const e of pas) {
      const d = e.dice as { d6: number; row: number; d20: number };
      expect(d.d6).toBeGreaterThanOrEqual(1); expect(d.d6).toBeLessThanOrEqual(6);
      expect(d.row).toBeGreaterThanOrEqual(2); expect(d.row).toBeLessThanOrEqual(12);
      const lay = rt.layout(e.batter as string, e.pitcher as string, env!, 100, 0);
      const outcome = lay.read(d.d6 <= 3 ? 0 : 1, (d.d6 - 1) % 3, d.row, d.d20);
      expect(OUTCOMES[outcome]).toBe(e.reading);
      expect(e.text).toContain(`row ${d.row}`);
    }
  });

  it('box score lists every batter and pitcher with innings notation and the line score', () => {
    const s = applyDecision(createGame(makeSetup(4)), { type: 'quickPlay', scope: 'game' });
    const box = boxScore(s);
    expect(box.final).toBe(true);
    expect(box.away.batting.length).toBeGreaterThanOrEqual(9);
    expect(box.home.pitching[0]?.gs).toBe(1);
    for (const p of [...box.away.pitching, ...box.home.pitching]) expect(p.ip).toMatch(/^\d+\.[012]$/);
    expect(box.away.lineScore.length).toBeGreaterThanOrEqual(9);
    const lines = playByPlay(s);
    expect(lines[0]).toBe('== Top of inning 1 ==');
    expect(lines[lines.length - 1]).toMatch(/^== Final:/);
  });
});
