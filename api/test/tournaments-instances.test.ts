import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { TOURNAMENT_MESSAGES } from '@bb/contract';
import { buildApp } from '../src/app';
import { openDatabase, type Database } from '../src/db/database';
import { createRedisBus } from '../src/realtime/redis-bus';
import { availableBackends } from './support/backends';
import { REDIS_URL, redisAnswers } from './support/redis';
import { SseReader } from './support/sse-client';
import { testClock } from './leagues-support';
import { MINUTE, players, quietJobs, rows, tournamentBody, tournamentClient, type Player } from './tournaments-support';
import { API_ONLY_CONFIG } from './support/app-config';

/**
 * Two API instances on one PostgreSQL (each its own connection pool and, when Redis answers, its own Redis bus, as in
 * production): the database settles every claim race, and `tournament-changed` reaches streams on the other instance.
 */
describe('tournaments on two API instances sharing PostgreSQL', () => {
  it('claims race correctly across instances, the lock happens once, and every instance streams the change', async () => {
    const postgres = (await availableBackends()).find((b) => b.name === 'postgres');
    if (!postgres) return;
    const withRedis = await redisAnswers();
    if (!withRedis) console.warn(`[api tests] Redis at ${REDIS_URL} does not answer: the cross-instance stream check is skipped`);
    const { database, dispose } = await postgres.open({ seasons: [1998, 1999, 2000] });
    const second: Database = await openDatabase({ databaseUrl: (database.connection as { url: string }).url, dataDir: 'unused' });
    const clock = testClock();
    const apps: FastifyInstance[] = [];
    let reader: SseReader | null = null;
    try {
      for (const db of [database, second]) {
        apps.push(await buildApp({ config: API_ONLY_CONFIG, database: db, clock: clock.now, jobs: quietJobs, ...(withRedis ? { bus: await createRedisBus(REDIS_URL) } : {}) }));
      }
      const [a, b] = apps.map(tournamentClient) as [ReturnType<typeof tournamentClient>, ReturnType<typeof tournamentClient>];
      const [owner, watcher, ...crowd] = await players(database, 72, clock.now()) as [Player, Player, ...Player[]];
      if (withRedis) {
        await apps[1]!.listen({ port: 0, host: '127.0.0.1' });
        const ticket = (await b.post(watcher.key, '/api/realtime/ticket')).body.data.ticket as string;
        reader = await SseReader.open(`http://127.0.0.1:${(apps[1]!.server.address() as AddressInfo).port}/api/realtime/stream?ticket=${encodeURIComponent(ticket)}`);
      }

      // 64 claims at once, alternating instances.
      const big = (await a.create(owner, tournamentBody(clock.now(), { fromYear: 1998, toYear: 2000, totalTeams: 64 }))).body.data;
      const answers = await Promise.all(crowd.slice(0, 64).map((p, i) => (i % 2 ? b : a).claim(p, big.leagueId, i)));
      expect(answers.map((r) => r.status)).toEqual(answers.map(() => 200));
      const [bigRow] = await rows(database, sql`SELECT claimed_teams FROM leagues WHERE id = ${big.leagueId}`);
      expect(Number(bigRow!.claimed_teams)).toBe(64);
      expect(await rows(database, sql`SELECT DISTINCT team_idx FROM tournament_claims WHERE league_id = ${big.leagueId}`)).toHaveLength(64);

      // The last team, claimed from both instances at once, several times over.
      for (let round = 0; round < 3; round += 1) {
        const t = (await a.create(owner, tournamentBody(clock.now(), { totalTeams: 4 }))).body.data;
        for (const i of [0, 1, 2]) expect((await (i % 2 ? b : a).claim(crowd[i]!, t.leagueId, i)).status).toBe(200);
        const race = await Promise.all([a.claim(crowd[3 + round * 2]!, t.leagueId, 3), b.claim(crowd[4 + round * 2]!, t.leagueId, 3)]);
        expect(race.map((r) => r.status).sort()).toEqual([200, 409]);
        expect(race.find((r) => r.status === 409)!.body.error).toBe(TOURNAMENT_MESSAGES.teamTaken);
        const [row] = await rows(database, sql`SELECT claimed_teams FROM leagues WHERE id = ${t.leagueId}`);
        expect(Number(row!.claimed_teams)).toBe(4);
      }

      // Ten users claiming one team at once from both instances (each settles its own claims together): one wins.
      const one = (await a.create(owner, tournamentBody(clock.now(), { totalTeams: 8 }))).body.data;
      const racing = await Promise.all(crowd.slice(10, 20).map((p, i) => (i % 2 ? b : a).claim(p, one.leagueId, 5)));
      expect(racing.filter((r) => r.status === 200)).toHaveLength(1);
      expect(racing.filter((r) => r.status === 409).map((r) => r.body.error)).toEqual(racing.slice(1).map(() => TOURNAMENT_MESSAGES.teamTaken));
      const [oneRow] = await rows(database, sql`SELECT claimed_teams FROM leagues WHERE id = ${one.leagueId}`);
      expect(Number(oneRow!.claimed_teams)).toBe(1);
      expect(await rows(database, sql`SELECT user_id FROM league_teams WHERE league_id = ${one.leagueId} AND user_id IS NOT NULL`)).toHaveLength(1);

      // Both instances run the lock at the same moment: one locks, the first games are stored once.
      const small = (await a.create(owner, tournamentBody(clock.now(), { totalTeams: 8 }))).body.data;
      clock.advance(31 * MINUTE);
      const locked = await Promise.all([apps[0]!.tournamentLock.tick(small.leagueId), apps[1]!.tournamentLock.tick(small.leagueId)]);
      expect(locked.filter(Boolean)).toHaveLength(1);
      expect(await rows(database, sql`SELECT num FROM league_games WHERE league_id = ${small.leagueId}`)).toHaveLength(4);

      if (reader) {
        // Claims made on instance A reached the watcher's stream on instance B, with the count as it was.
        await reader.until((r) => r.events.some((e) => e.event === 'tournament-changed' && (e.data as { claimedTeamCount: number; leagueId: number }).leagueId === big.leagueId && (e.data as { claimedTeamCount: number }).claimedTeamCount === 64), 10_000);
        await reader.until((r) => r.events.some((e) => e.event === 'tournament-changed' && (e.data as { leagueId: number; status: string }).leagueId === small.leagueId && (e.data as { status: string }).status === 'postseason'), 10_000);
      }
    } finally {
      reader?.close();
      for (const app of apps) await app.close();
      await second.close();
      await dispose();
    }
  }, 240_000);
});
