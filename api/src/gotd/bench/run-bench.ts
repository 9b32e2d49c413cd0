// Bundled by scripts/bench-gotd.mjs: seeds a database, then times the leaderboard query of every tab.
import { performance } from 'node:perf_hooks';
import { LEADERBOARD_TABS } from '@bb/contract';
import { MONTH_ABBREVIATIONS, type LeaderboardPeriod, type LeaderboardSubTab, type LeaderboardTab } from '@bb/contract';
import { openDatabase } from '../../db/database';
import { gameDayOf } from '../game-day';
import { periodSource } from '../leaderboard-periods';
import { boardKey, cachedBoard } from '../leaderboard-cache';
import { leaderboardRows } from '../leaderboard-query';
import { seedLeaderboard } from './seed';

interface Options {
  backend: 'pglite' | 'postgres';
  databaseUrl: string | null;
  users: number;
  days: number;
  playersPerDay: number;
  rounds: number;
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
const round = (n: number) => Math.round(n * 100) / 100;

async function main(): Promise<void> {
  const o = JSON.parse(process.argv[2]!) as Options;
  const database = await openDatabase({ databaseUrl: o.databaseUrl, dataDir: 'memory://' });
  await database.migrate();
  const today = gameDayOf(new Date());
  const seedStart = performance.now();
  const { results } = await seedLeaderboard(database.db, { users: o.users, days: o.days, playersPerDay: o.playersPerDay, dailyPlayerEvery: 500, today });
  const seedS = (performance.now() - seedStart) / 1000;

  const month = MONTH_ABBREVIATIONS[Number(today.slice(5, 7)) - 1]!;
  const periods: Array<{ period: LeaderboardPeriod; month?: typeof month }> = [{ period: 'AllTime' }, { period: 'Today' }, { period: 'Last7' }, { period: 'MonthByMonths', month }];
  const byTab: Record<string, { p50: number; p95: number; max: number; queries: number; rowsReturned: number; servedP50: number; servedP95: number }> = {};
  const byPeriod: Record<string, number[]> = {};
  let slowest = { ms: 0, query: '' };
  for (const tab of Object.keys(LEADERBOARD_TABS) as LeaderboardTab[]) {
    const times: number[] = [];
    const served: number[] = [];
    let rowsReturned = 0;
    for (const subTab of LEADERBOARD_TABS[tab] as readonly LeaderboardSubTab[]) {
      for (const p of tab === 'Today' ? [{ period: 'Today' as const }] : periods) {
        const source = periodSource(tab, p.period, p.month, today);
        await leaderboardRows(database.db, source, subTab, today); // warm the plan and cache
        for (let i = 0; i < o.rounds; i += 1) {
          const start = performance.now();
          const rows = await leaderboardRows(database.db, source, subTab, today);
          const ms = performance.now() - start;
          times.push(ms);
          (byPeriod[p.period] ??= []).push(ms);
          rowsReturned = Math.max(rowsReturned, rows.length);
          if (ms > slowest.ms) slowest = { ms, query: `${tab}/${subTab}/${p.period}` };
        }
        // What the route answers with: the same query behind the short-lived board cache.
        const key = boardKey(source, subTab, today);
        await cachedBoard(database.db, key, () => leaderboardRows(database.db, source, subTab, today));
        for (let i = 0; i < o.rounds; i += 1) {
          const start = performance.now();
          await cachedBoard(database.db, key, () => leaderboardRows(database.db, source, subTab, today));
          served.push(performance.now() - start);
        }
      }
    }
    times.sort((a, b) => a - b);
    served.sort((a, b) => a - b);
    byTab[tab] = {
      p50: round(quantile(times, 0.5)), p95: round(quantile(times, 0.95)), max: round(times[times.length - 1]!), queries: times.length, rowsReturned,
      servedP50: round(quantile(served, 0.5)), servedP95: round(quantile(served, 0.95)),
    };
  }
  const periodsOut = Object.fromEntries(
    Object.entries(byPeriod).map(([k, v]) => {
      v.sort((a, b) => a - b);
      return [k, { p50: round(quantile(v, 0.5)), p95: round(quantile(v, 0.95)) }];
    }),
  );
  await database.close();
  process.stdout.write(`${JSON.stringify({ backend: o.backend, users: o.users, days: o.days, results, seedS: round(seedS), byTab, byPeriod: periodsOut, slowest: { ...slowest, ms: round(slowest.ms) } })}\n`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
