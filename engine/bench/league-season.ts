import { createHash } from 'node:crypto';
import { simulateGame } from '../src/game/decisions';
import { GameRuntime } from '../src/game/runtime';
import { seedRng } from '../src/random/sfc32';
import { makeSeasonSchedule } from '../src/season/schedule';
import { gameLines, packLines } from '../src/season/season-stats';
import { emptyUsage, recordUsage, rosterForDay, type SeasonManager, type SeasonTeam, type TeamUsage } from '../src/season/team-usage';
import type { Roster } from '../src/types';
import { hasData, loadSeason } from '../test/support/lahman';

/**
 * A 30-team, 162-game league season played the way the API's league mode plays it (api/src/leagues/play-batch.ts):
 * per game `rosterForDay` for both teams (active roster of 26, a five-man rotation, a per-game rest stream), one
 * `GameRuntime` for the season, `simulateGame` without events, `recordUsage`, `gameLines` + `packLines`.
 * Prints ms per season (median of the repetitions) and a hash of every packed game (must not change).
 * Usage: node bench/league-season-speed.mjs [--reps 7] [--year 2019] [--full (whole rosters, no depth chart)]
 */
const isPitcher = (p: Roster['players'][number]) => p.card.primaryPosition === 'P';

function activeTeam(t: SeasonTeam): { team: SeasonTeam; manager: SeasonManager } {
  const ps = t.roster.players;
  const work = (p: Roster['players'][number]) => (p.card.pitching?.inningsOuts ?? 0);
  const pitchers = ps.filter(isPitcher).sort((a, b) => work(b) - work(a) || (a.card.cardId < b.card.cardId ? -1 : 1)).slice(0, 13);
  const batters = ps.filter((p) => !isPitcher(p)).sort((a, b) => (b.teamPa ?? 0) - (a.teamPa ?? 0) || (a.card.cardId < b.card.cardId ? -1 : 1)).slice(0, 13);
  const active = new Set([...pitchers, ...batters]);
  const players = ps.filter((p) => active.has(p));
  const rotation = players.filter((p) => p.card.pitching).sort((a, b) => (b.teamGs ?? 0) - (a.teamGs ?? 0) || work(b) - work(a)).slice(0, 5).map((p) => p.card.cardId);
  return { team: { ...t, roster: { ...t.roster, players } }, manager: { rotation, closer: null } };
}

export function main(argv: string[]): void {
  if (!hasData()) throw new Error('Lahman data not found: set BASEBALL_DATA_DIR');
  const arg = (name: string, dflt: string) => { const i = argv.indexOf(`--${name}`); return i >= 0 ? (argv[i + 1] as string) : dflt; };
  const reps = Number(arg('reps', '7'));
  const year = Number(arg('year', '2019'));
  const full = argv.includes('--full');
  const d = loadSeason(year, ['AL', 'NL']);
  const teams = d.teams.map((t) => (full ? { team: t as SeasonTeam, manager: undefined } : activeTeam(t)));
  const groups = ['AL', 'NL'].map((lg) => d.teams.flatMap((t, i) => (t.lgID === lg ? [i] : [])));
  const schedule = makeSeasonSchedule({ groups, gamesPerTeam: 162, seed: 'league-speed' });
  const times: number[] = [];
  const cpu: number[] = [];
  let hash = '';
  for (let r = 0; r < reps; r++) {
    const h = createHash('sha256');
    const rt = new GameRuntime();
    const usage: TeamUsage[] = teams.map(emptyUsage);
    const t0 = process.hrtime.bigint();
    const c0 = process.cpuUsage();
    let bytes = 0;
    schedule.forEach((gm, n) => {
      const seed = `league-${n}`;
      const home = rosterForDay(teams[gm.home]!.team, usage[gm.home]!, gm.day, seedRng(`${seed}-home-rest`), teams[gm.home]!.manager);
      const away = rosterForDay(teams[gm.away]!.team, usage[gm.away]!, gm.day, seedRng(`${seed}-away-rest`), teams[gm.away]!.manager);
      const setup = { home, away, contexts: d.contexts, options: { recordEvents: false }, seed };
      const state = simulateGame(setup, rt.register(setup));
      recordUsage(usage[gm.away]!, state, 0, gm.day);
      recordUsage(usage[gm.home]!, state, 1, gm.day);
      const packed = JSON.stringify(packLines(gameLines(state)));
      bytes += packed.length;
      if (r === 0) h.update(packed);
    });
    times.push(Number(process.hrtime.bigint() - t0) / 1e6);
    const c1 = process.cpuUsage(c0);
    cpu.push((c1.user + c1.system) / 1000);
    if (r === 0) hash = h.digest('hex');
    void bytes;
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
  console.log(`league season ${year}${full ? ' full rosters' : ''}: ${schedule.length} games, runs ${times.map((t) => t.toFixed(0)).join(' ')} ms`);
  console.log(`median ${median(times).toFixed(0)} ms (min ${Math.min(...times).toFixed(0)}), process CPU median ${median(cpu).toFixed(0)} ms; hash ${hash.slice(0, 16)}`);
}
