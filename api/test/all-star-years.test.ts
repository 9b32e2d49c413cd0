import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../src/app';
import type { Database } from '../src/db/database';
import { createUser, markSubscribed, type TestUser } from './accounts-helpers';
import { openPgliteCopy } from './support/db-snapshots';
import type { Json } from './support/json';
import { API_ONLY_CONFIG } from './support/app-config';

/**
 * Every game of years with unusual records plays to the end with its real lineups: 1933 (the first, a West side of
 * nine players), 1943 (East-West, two North-South games), 1962 (two games), 1989 (the DH in an AL park), 2022 (the
 * universal DH). One backend (PGlite): this is about the data, not the database.
 */
const YEARS = [1933, 1943, 1962, 1989, 2022];
let database: Database;
let app: FastifyInstance;
let user: TestUser;

beforeAll(async () => {
  database = await openPgliteCopy(YEARS);
  app = await buildApp({ config: API_ONLY_CONFIG, database });
  user = await createUser(app);
  await markSubscribed(database, user.id);
}, 240_000);
afterAll(async () => {
  await app.close();
  await database.close();
});

const send = async (options: InjectOptions) => {
  const res = await app.inject({ ...options, headers: { authorization: `Bearer ${user.key}` } });
  return { status: res.statusCode, body: res.json() as Json };
};

test('every game of the slice: its sides, its DH, its starters in the lineup, played to the end', async () => {
  const games = (await send({ method: 'GET', url: '/api/all-star/games' })).body.data.games as Json[];
  expect(games.map((g) => g.key).sort()).toEqual(['1933-0', '1933-EW', '1943-0', '1943-EW', '1943-NN', '1943-NS', '1962-1', '1962-2', '1989-0', '2022-0']);
  expect(games.find((g) => g.key === '1989-0')).toMatchObject({ homeLeague: 'AL', dh: true });
  expect(games.find((g) => g.key === '2022-0')).toMatchObject({ homeLeague: 'NL', dh: true });
  expect(games.find((g) => g.key === '1962-2')).toMatchObject({ dh: false });
  for (const g of games) {
    const detail = await send({ method: 'GET', url: `/api/all-star/games/${g.key}` });
    expect([g.key, detail.status]).toEqual([g.key, 200]);
    const created = await send({ method: 'POST', url: '/api/all-star/play', payload: { game: g.key, userSide: 'home', seed: 11 } });
    expect([g.key, created.status]).toEqual([g.key, 201]);
    const id = created.body.data.gameId as string;
    const view = (await send({ method: 'GET', url: `/api/games/${id}` })).body.data.game;
    expect(view.dh).toBe(g.dh);
    for (const side of ['away', 'home'] as const) {
      const starters = new Map((detail.body.data[side].players as Json[]).filter((p) => p.starter).map((p) => [p.cardId, p.starter]));
      const matching = (view[side].lineup as Json[]).filter((spot) => starters.get(spot.cardId) === spot.position).length;
      // Every starter with a card starts where he did (one without a card leaves his spot to another); with the DH
      // the starting pitcher does not bat.
      const pitcherStarts = [...starters.values()].includes('P');
      expect([g.key, side, matching]).toEqual([g.key, side, starters.size - (g.dh && pitcherStarts ? 1 : 0)]);
      if (pitcherStarts) expect(starters.get(view[side].pitcher.cardId)).toBe('P');
    }
    const done = await send({ method: 'POST', url: `/api/games/${id}/_quick-play`, payload: { scope: 'game' } });
    expect([g.key, done.status, done.body.data?.game?.status]).toEqual([g.key, 200, 'final']);
  }
}, 240_000);
