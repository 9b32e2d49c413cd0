import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { clearGameCache, forgetIfBehind, liveState, readRecord, remember, currentRecord } from '../src/games/game-store';
import { describeOnBackends } from './support/backends';
import { createUser, markSubscribed, type TestUser } from './accounts-helpers';
import type { Json } from './support/json';
import { API_ONLY_CONFIG } from './support/app-config';

// An instance whose copy of a game is behind another instance's writes (a bus message said so) steps its copy forward
// by the decisions appended since, instead of replaying the whole log: the state must be the replay's.
describeOnBackends('game copies behind another instance', { seasons: [1927, 1975] }, (backend) => {
  let app: FastifyInstance;
  let user: TestUser;
  const { it } = backend;

  backend.beforeAll(async () => {
    app = await buildApp({ config: API_ONLY_CONFIG, database: backend.database });
    user = await createUser(app);
    await markSubscribed(backend.database, user.id);
  }, 180_000);
  backend.afterAll(() => app.close());

  const send = async (options: { method: 'POST' | 'GET'; url: string; payload?: Json }) => {
    const res = await app.inject({ ...options, headers: { authorization: `Bearer ${user.key}` } });
    return { status: res.statusCode, body: res.json() as Json };
  };
  const swing = (id: string, version: number) => send({ method: 'POST', url: `/api/games/${id}/_swing-away`, payload: { version } });
  const comparable = (state: Json) => JSON.parse(JSON.stringify({ ...state, setup: undefined }));

  it('a copy marked behind is not served as current and catches up to the replayed state', async () => {
    const created = await send({
      method: 'POST', url: '/api/games/single',
      payload: { away: { teamId: 'NYA', year: 1927 }, home: { teamId: 'CIN', year: 1975 }, userSide: 'home', seed: 9091 },
    });
    expect(created.status).toBe(201);
    const id = created.body.data.game.id as string;
    for (let version = 0; version < 2; version++) expect((await swing(id, version)).status).toBe(200);
    const old = await readRecord(backend.database, id);
    const oldLive = await liveState(backend.database, old);
    for (let version = 2; version < 6; version++) expect((await swing(id, version)).status).toBe(200);

    // This process holds the copy of revision 2; a message says the game is at 6.
    remember(old, oldLive);
    forgetIfBehind(id, 6);
    expect((await currentRecord(backend.database, id)).fromCache).toBe(false);
    const latest = await readRecord(backend.database, id);
    expect(latest.revision).toBe(6);
    const caught = await liveState(backend.database, latest);
    expect(caught.runtime).toBe(oldLive.runtime);

    clearGameCache(id);
    const replayed = await liveState(backend.database, latest);
    expect(replayed.runtime).not.toBe(oldLive.runtime);
    expect(comparable(caught.state as unknown as Json)).toEqual(comparable(replayed.state as unknown as Json));
  });

  it('an undo since the copy was made replays from the first pitch', async () => {
    const created = await send({
      method: 'POST', url: '/api/games/single',
      payload: { away: { teamId: 'NYA', year: 1927 }, home: { teamId: 'CIN', year: 1975 }, userSide: 'home', seed: 9092 },
    });
    const id = created.body.data.game.id as string;
    for (let version = 0; version < 3; version++) expect((await swing(id, version)).status).toBe(200);
    const old = await readRecord(backend.database, id);
    const oldLive = await liveState(backend.database, old);
    expect((await send({ method: 'POST', url: `/api/games/${id}/_undo-play`, payload: { version: 3 } })).status).toBe(200);
    expect((await swing(id, 4)).status).toBe(200);

    remember(old, oldLive);
    forgetIfBehind(id, 5);
    const latest = await readRecord(backend.database, id);
    expect(latest.rewoundRevision).toBe(4);
    const live = await liveState(backend.database, latest);
    expect(live.runtime).not.toBe(oldLive.runtime);
    expect(live.state.decisions).toHaveLength(3);
  });
});
