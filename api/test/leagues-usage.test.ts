import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { USAGE_FLOORS } from '@bb/engine';
import { describeOnBackends } from './support/backends';
import { startModeApp, type ModeApp } from './support/mode-app';
import { testClock } from './leagues-support';

// Issue 40: a replayed season uses its players as history did. A whole 1998 season through the season-replay path.

interface StatRow { card: string; team: number; bat: { pa: number; g: number } | null; pitch: { gs: number; outs: number } | null }

describeOnBackends('a replayed season uses its players as history did', { seasons: [1998] }, (backend) => {
  let mode: ModeApp;
  let app: FastifyInstance;
  const clock = testClock();
  const { it } = backend;
  const rows = async <T>(query: ReturnType<typeof sql>) => ((await backend.database.db.execute(query)) as unknown as { rows: T[] }).rows;

  backend.beforeAll(async () => {
    mode = await startModeApp(backend.database, { clock: clock.now });
    app = mode.app;
  }, 180_000);
  backend.afterAll(async () => {
    await app.close();
  });

  /** A 1998 replay with this usage limit, played to the end of its regular season; its stat rows and team ids. */
  async function replay(name: string, limit: number, step: 'end' | 'month' = 'end') {
    const created = await mode.api.post(mode.owner.key, '/api/seasons', { name, year: 1998, teamId: 'NYA', seed: 4040 });
    expect(created.status).toBe(201);
    const id = created.body.data.leagueId as number;
    // Season replays start without a limit; the league row holds it like any league's.
    await backend.database.db.execute(sql`UPDATE leagues SET usage_limit = ${limit} WHERE id = ${id}`);
    // Month by month, the totals are added to what earlier runs stored; to the end, in one run.
    for (let runs = 0; runs < 12; runs += 1) {
      const sim = await mode.api.post(mode.owner.key, `/api/leagues/${id}/sim`, { to: step });
      expect(sim.status).toBe(200);
      if (step === 'end' || sim.body.data.league.status === 'final') break;
    }
    const stats = await rows<StatRow>(sql`SELECT card_id AS card, team, bat, pitch FROM league_player_stats WHERE league_id = ${id} AND phase = 'regular'`);
    const teams = await rows<{ idx: number; teamId: string }>(sql`SELECT idx, team_id AS "teamId" FROM league_teams WHERE league_id = ${id} ORDER BY idx`);
    const games = await rows<{ team: number; g: number }>(sql`
      SELECT t AS team, count(*)::int AS g FROM (SELECT home AS t FROM league_games WHERE league_id = ${id} AND phase <> 'postseason' AND status = 'final'
      UNION ALL SELECT away FROM league_games WHERE league_id = ${id} AND phase <> 'postseason' AND status = 'final') x GROUP BY t`);
    const usage = await rows<{ idx: number; usage: { pa: Record<string, number> } }>(sql`SELECT idx, usage FROM league_teams WHERE league_id = ${id}`);
    return { id, stats, teams, games: new Map(games.map((g) => [Number(g.team), Number(g.g)])), usage: new Map(usage.map((u) => [Number(u.idx), u.usage])) };
  }

  let free: Awaited<ReturnType<typeof replay>>;
  let limited: Awaited<ReturnType<typeof replay>>;

  it('counts each player\'s games for the team he played them for: team starts equal team games', async () => {
    free = await replay('Usage free', 0);
    for (const t of free.teams) {
      const starts = free.stats.filter((s) => s.team === t.idx).reduce((n, s) => n + (s.pitch?.gs ?? 0), 0);
      expect(starts).toBe(free.games.get(t.idx));
    }
  }, 300_000);

  it('moves a traded player between his clubs, splitting his plate appearances as the record does', async () => {
    // Every 1998 player with 150+ PA for each of two of the replay's clubs.
    const traded = await rows<{ playerID: string; teamID: string; pa: number }>(sql`
      SELECT "playerID", "teamID", sum(coalesce("AB",0) + coalesce("BB",0) + coalesce("HBP",0))::int AS pa FROM lahman_batting
      WHERE "yearID" = 1998 AND "playerID" IN (
        SELECT "playerID" FROM lahman_batting WHERE "yearID" = 1998 AND coalesce("AB",0) >= 150 GROUP BY "playerID" HAVING count(DISTINCT "teamID") >= 2)
      GROUP BY "playerID", "teamID"`);
    const byPlayer = new Map<string, Array<{ team: number; pa: number }>>();
    for (const r of traded) {
      const team = free.teams.find((t) => t.teamId === r.teamID)?.idx;
      if (team !== undefined && r.pa >= 150) byPlayer.set(r.playerID, [...(byPlayer.get(r.playerID) ?? []), { team, pa: Number(r.pa) }]);
    }
    const pairs = [...byPlayer].filter(([, l]) => l.length === 2);
    expect(pairs.length).toBeGreaterThan(2);
    for (const [player, [a, b]] of pairs) {
      const sim = (team: number) => free.stats.find((s) => s.card === `${player}-1998` && s.team === team)?.bat?.pa ?? 0;
      const realShare = a!.pa / (a!.pa + b!.pa);
      const simShare = sim(a!.team) / (sim(a!.team) + sim(b!.team));
      expect(Math.abs(simShare - realShare)).toBeLessThan(0.15);
    }
  }, 300_000);

  it('holds regulars to their real usage at limit 100 %, and the limit changes who plays', async () => {
    limited = await replay('Usage capped', 100, 'month');
    // Every player's stored plate appearances for a club, over the season and the postseason, are the ones the club's
    // usage counted (totals added run by run once each: a traded player's card once counted twice).
    const stored = await rows<{ card: string; team: number; pa: number }>(sql`
      SELECT card_id AS card, team, sum((bat->>'pa')::int)::int AS pa FROM league_player_stats WHERE league_id = ${limited.id} AND bat IS NOT NULL GROUP BY card_id, team`);
    expect(stored.length).toBeGreaterThan(500);
    for (const s of stored) expect([s.card, Number(s.pa)]).toEqual([s.card, limited.usage.get(Number(s.team))!.pa[s.card]]);
    const real = await rows<{ playerID: string; teamID: string; pa: number }>(sql`
      SELECT "playerID", "teamID", sum(coalesce("AB",0) + coalesce("BB",0) + coalesce("HBP",0))::int AS pa FROM lahman_batting WHERE "yearID" = 1998 GROUP BY "playerID", "teamID"`);
    const ratio = (run: typeof limited) => {
      let worst = 0;
      for (const r of real) {
        if (Number(r.pa) < USAGE_FLOORS.pa) continue;
        const team = run.teams.find((t) => t.teamId === r.teamID)?.idx;
        const sim = run.stats.find((s) => s.card === `${r.playerID}-1998` && s.team === team)?.bat?.pa ?? 0;
        // The 162-game replay of a 162-game season: no scaling.
        worst = Math.max(worst, sim / Number(r.pa));
      }
      return worst;
    };
    // Teams that traded most of their lineup away (1998 Florida) run out of real plate appearances before the season
    // ends, and the players least over the limit fill in: 15 % over at most here (issue 40's closing note).
    expect(ratio(limited)).toBeLessThanOrEqual(1.2);
    expect(ratio(free)).toBeGreaterThan(ratio(limited));
  }, 300_000);

  it('shows each pitcher his innings used and left under the limit on the depth chart, as the engine caps them', async () => {
    const seat = limited.teams.find((t) => t.teamId === 'NYA')!.idx;
    const chart = (await mode.api.get(mode.owner.key, `/api/leagues/${limited.id}/teams/${seat}/depth`)).body.data;
    const outs = (limited.usage.get(seat) as unknown as { outs: Record<string, number> }).outs;
    const real = new Map((await rows<{ playerID: string; outs: number }>(sql`
      SELECT "playerID", sum(coalesce("IPouts", 0))::int AS outs FROM lahman_pitching WHERE "yearID" = 1998 AND "teamID" = 'NYA' GROUP BY "playerID"`)).map((r) => [`${r.playerID}-1998`, Number(r.outs)]));
    const pitchers = chart.players.filter((p: { isPitcher: boolean }) => p.isPitcher);
    expect(pitchers.length).toBeGreaterThan(8);
    // A 162-game replay of a 162-game season: the cap is his real outs, grown by the replay's outs a game over the
    // record's (between 1 and 1.05, the engine's replayLoad).
    const games = (limited.usage.get(seat) as unknown as { games: number }).games;
    const simPerGame = Object.values(outs).reduce((n, o) => n + o, 0) / games;
    const realPerGame = [...real.values()].reduce((n, o) => n + o, 0) / 162;
    const load = Math.min(1.05, Math.max(1, simPerGame / realPerGame));
    for (const p of pitchers) {
      expect(p.usedOuts).toBe(outs[p.cardId] ?? 0);
      expect(p.remainingOuts).toBe(Math.max(0, Math.floor(real.get(p.cardId)! * load) - p.usedOuts));
    }
    // Relievers are held by their innings: one who started nothing still has innings left until he reaches his.
    expect(pitchers.some((p: { remaining: number; remainingOuts: number; usedOuts: number }) => p.remaining === 0 && p.usedOuts > 0)).toBe(true);
    expect(chart.players.filter((p: { isPitcher: boolean }) => !p.isPitcher).every((p: { usedOuts: null; remainingOuts: null }) => p.usedOuts === null && p.remainingOuts === null)).toBe(true);
    const unlimited = (await mode.api.get(mode.owner.key, `/api/leagues/${free.id}/teams/${seat}/depth`)).body.data;
    expect(unlimited.players.every((p: { remaining: null; remainingOuts: null }) => p.remaining === null && p.remainingOuts === null)).toBe(true);
  }, 60_000);
});
