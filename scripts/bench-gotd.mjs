#!/usr/bin/env node
// `npm run bench:gotd`: the GOTD leaderboard query of every tab with 100,000 users and a year of daily
// results, on PGlite (in memory) and PostgreSQL (a throwaway database on 127.0.0.1:5432 when it answers).
// Seeds with bulk SQL (generate_series), then times every sub-tab × period the tab offers through the same
// function the route calls (the database query, uncached), and what the route serves behind its short-lived
// board cache. Prints a table and writes bench-results/gotd.json. Target: query p95 ≤ 25 ms.
//
// Flags: --backend pglite|postgres|both (default both), --users N (100000), --days N (365),
// --players-per-day N (3000), --rounds N (20 timed runs per sub-tab and period).
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot } from './lib/pnpm.mjs';
import { adminQuery, onInterrupt, postgresAnswers, runNode, withDatabase } from './lib/api-bench.mjs';
import { benchArgs } from './lib/bench-args.mjs';

const { flag, positive } = benchArgs();
const settings = {
  backend: flag('backend', 'both'),
  users: positive('users', 100000, { integer: true }),
  days: positive('days', 365, { integer: true }),
  playersPerDay: positive('players-per-day', 3000, { integer: true }),
  rounds: positive('rounds', 20, { integer: true }),
};
if (!['pglite', 'postgres', 'both'].includes(settings.backend)) throw new Error('--backend must be pglite, postgres or both');
const TARGET_P95_MS = 25;
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/test';
const log = (message) => console.log(`[bench:gotd] ${message}`);

async function bundle() {
  const apiRequire = createRequire(path.join(repoRoot, 'api', 'package.json'));
  const { build } = apiRequire('esbuild');
  const pkg = apiRequire('./package.json');
  const outfile = path.join(repoRoot, 'api', 'dist', 'bench-gotd.cjs');
  await build({
    entryPoints: [path.join(repoRoot, 'api', 'src', 'gotd', 'bench', 'run-bench.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    external: [...Object.keys(pkg.dependencies).filter((n) => !n.startsWith('@bb/')), 'drizzle-orm/*', '@electric-sql/pglite/*'],
    logLevel: 'warning',
  });
  return outfile;
}

async function runOne(script, backend, databaseUrl) {
  log(`${backend}: seeding ${settings.users.toLocaleString('en-US')} users × ${settings.days} days, then timing …`);
  const run = await runNode(script, [JSON.stringify({ ...settings, backend, databaseUrl })], process.env);
  if (run.code !== 0) throw new Error(`${backend} run failed:\n${run.tail.join('\n')}`);
  return JSON.parse(run.lines.filter((l) => l.startsWith('{')).pop());
}

function print(result) {
  console.log(`\n${result.backend}: ${result.users.toLocaleString('en-US')} users, ${result.results.toLocaleString('en-US')} daily results over ${result.days} days (seeded in ${result.seedS} s)`);
  console.log('  tab        query p50  query p95   max ms   queries   target p95 ≤ 25 ms   served (board cache) p50 / p95');
  for (const [tab, r] of Object.entries(result.byTab)) {
    console.log(`  ${tab.padEnd(9)} ${String(r.p50).padStart(9)}  ${String(r.p95).padStart(9)}  ${String(r.max).padStart(7)}  ${String(r.queries).padStart(8)}   ${(r.p95 <= TARGET_P95_MS ? 'ok' : 'MISSED').padEnd(18)}   ${r.servedP50} / ${r.servedP95} ms`);
  }
  console.log(`  by period: ${Object.entries(result.byPeriod).map(([p, r]) => `${p} p50 ${r.p50} / p95 ${r.p95}`).join('; ')}`);
  console.log(`  slowest single query: ${result.slowest.query} ${result.slowest.ms} ms`);
}

const script = await bundle();
const results = [];
if (settings.backend !== 'postgres') results.push(await runOne(script, 'pglite', null));
if (settings.backend !== 'pglite') {
  if (await postgresAnswers(POSTGRES_URL)) {
    const name = `bench_gotd_${process.pid}`;
    await adminQuery(POSTGRES_URL, `CREATE DATABASE ${name}`);
    const drop = () => adminQuery(POSTGRES_URL, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    const forget = onInterrupt(drop);
    try {
      results.push(await runOne(script, 'postgres', withDatabase(POSTGRES_URL, name)));
    } finally {
      forget();
      await drop();
    }
  } else {
    log(`PostgreSQL at ${POSTGRES_URL} does not answer: skipped`);
  }
}
for (const r of results) print(r);
const met = results.every((r) => Object.values(r.byTab).every((t) => t.p95 <= TARGET_P95_MS));
mkdirSync(path.join(repoRoot, 'bench-results'), { recursive: true });
writeFileSync(path.join(repoRoot, 'bench-results', 'gotd.json'), `${JSON.stringify({ date: new Date().toISOString(), settings, targetP95Ms: TARGET_P95_MS, met, results }, null, 2)}\n`);
log(`wrote bench-results/gotd.json (${met ? 'target met' : 'target missed'})`);
