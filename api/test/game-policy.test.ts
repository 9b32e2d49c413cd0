import type { FastifyInstance, InjectOptions } from 'fastify';
import { GAME_MODES, type GameMode } from '@bb/contract';
import { buildApp } from '../src/app';
import { createServerGame } from '../src/games/game-service';
import { MODE_POLICIES, POLICY_ACTIONS, type PolicyAction } from '../src/games/mode-policy';
import { COMPUTER_ROLLS } from '../src/games/game-rules';
import { describeOnBackends } from './support/backends';
import { createUser, markSubscribed, type TestUser } from './accounts-helpers';
import type { Json } from './support/json';
import { API_ONLY_CONFIG } from './support/app-config';

/**
 * The product decision, written out cell by cell (not read from the table under test): which actions each mode
 * allows its seated user. A change to MODE_POLICIES that is not also made here fails.
 */
const ALLOWED: Record<GameMode, PolicyAction[]> = {
  exhibition: ['swingAway', 'quickPlay', 'tactics', 'substitutions', 'settings', 'undo', 'reset', 'setup'],
  gotd: ['swingAway', 'quickPlay', 'tactics', 'substitutions', 'settings'],
  'head-to-head': ['swingAway', 'tactics', 'substitutions', 'settings', 'setup'],
  'historical-league': ['swingAway', 'quickPlay', 'tactics', 'substitutions', 'settings', 'setup'],
  'draft-league': ['swingAway', 'quickPlay', 'tactics', 'substitutions', 'settings', 'setup'],
  tournament: ['swingAway', 'quickPlay', 'tactics', 'substitutions', 'settings', 'setup'],
  season: ['swingAway', 'quickPlay', 'tactics', 'substitutions', 'settings', 'setup'],
  'all-star': ['swingAway', 'quickPlay', 'tactics', 'substitutions', 'settings', 'undo', 'reset', 'setup'],
  nostalgia: ['swingAway', 'quickPlay', 'tactics', 'substitutions', 'settings', 'setup'],
};

describe('mode policy table', () => {
  it('has one row per game mode and routes the Game of the Day through its own family only', () => {
    expect(Object.keys(MODE_POLICIES).sort()).toEqual([...GAME_MODES].sort());
    for (const mode of GAME_MODES) expect(MODE_POLICIES[mode].routes).toBe(mode === 'gotd' ? 'gotd' : 'games');
  });
});

describeOnBackends('game sessions: every mode × action through the one decide path', { seasons: [1927, 1975] }, (backend) => {
  let app: FastifyInstance;
  let owner: TestUser;
  let rival: TestUser;
  const { it } = backend;

  backend.beforeAll(async () => {
    app = await buildApp({ config: API_ONLY_CONFIG, database: backend.database });
    owner = await createUser(app);
    rival = await createUser(app);
    await markSubscribed(backend.database, owner.id);
    await markSubscribed(backend.database, rival.id);
  }, 180_000);
  backend.afterAll(() => app.close());

  const send = async (key: string | null, options: InjectOptions) => {
    const res = await app.inject({ ...options, headers: { ...(options.headers ?? {}), ...(key ? { authorization: `Bearer ${key}` } : {}) } });
    return { status: res.statusCode, body: res.json() as Json };
  };

  /** The owner manages home (fielding first); in head to head the rival manages away. */
  async function gameOf(mode: GameMode) {
    const twoHumans = mode === 'head-to-head';
    const record = await createServerGame(backend.database, {
      home: { teamId: 'CIN', year: 1975 },
      away: { teamId: 'NYA', year: 1927 },
      userSide: 'home',
      mode,
      ownerUserId: owner.id,
      seed: 31337,
      ...(twoHumans ? { seats: { home: { kind: 'user', userId: owner.id }, away: { kind: 'user', userId: rival.id } } } : {}),
    });
    const base = mode === 'gotd' ? `/api/gotd/games/${record.id}` : `/api/games/${record.id}`;
    const view = async () => (await send(owner.key, { method: 'GET', url: base })).body.data.game as Json;
    return { id: record.id, base, view, twoHumans };
  }

  async function attempt(mode: GameMode, action: PolicyAction) {
    const g = await gameOf(mode);
    let before = await g.view();
    const post = (path: string, payload?: Json, key = owner.key) => send(key, { method: 'POST', url: `${g.base}/${path}`, ...(payload ? { payload } : {}) });
    if (action === 'undo' || action === 'reset') {
      // Something to take back first: the batting side rolls once.
      expect((await post('_swing-away', undefined, g.twoHumans ? rival.key : owner.key)).status).toBe(200);
      before = await g.view();
    }
    const reliever = before.home.bullpen.find((p: Json) => p.available);
    const lineup = before.home.lineup.map((s: Json) => ({ cardId: s.cardId, position: s.position }));
    const res =
      action === 'swingAway' ? await post('_swing-away', undefined, g.twoHumans ? rival.key : owner.key)
      : action === 'quickPlay' ? await post('_quick-play', { scope: 'halfInning' })
      : action === 'tactics' ? await post('tactic', { type: 'intentionalWalk' })
      : action === 'substitutions' ? await post('substitute-players', { type: 'newPitcher', cardId: reliever.cardId })
      : action === 'settings' ? await post('tactic', { type: 'baserunning', scale: 5, value: 0 })
      : action === 'undo' ? await post('_undo-play')
      : action === 'reset' ? await post('_reset')
      : await send(owner.key, { method: 'PUT', url: `/api/games/${g.id}/lineup`, payload: { side: 'home', lineup: [lineup[1], lineup[0], ...lineup.slice(2)] } });
    return { res, before, after: await g.view() };
  }

  for (const mode of GAME_MODES) {
    for (const action of POLICY_ACTIONS) {
      const allowed = ALLOWED[mode].includes(action);
      it(`${mode} × ${action}: ${allowed ? 'applied' : 'refused, state unchanged'}`, async () => {
        const { res, before, after } = await attempt(mode, action);
        if (allowed) {
          expect(res.status).toBe(200);
          expect(after.version).toBe(before.version + 1);
        } else {
          // The Game of the Day has no undo/reset routes and its games are not reachable through /api/games: 404.
          expect([403, 404]).toContain(res.status);
          expect(res.body.error).toEqual(expect.any(String));
          expect(after.version).toBe(before.version);
          expect(after.decisionCount).toBe(before.decisionCount);
        }
      });
    }
  }

  it('head to head: only the batting side rolls; controls say so for each viewer', async () => {
    const g = await gameOf('head-to-head');
    const home = (await send(owner.key, { method: 'GET', url: g.base })).body.data.game;
    const away = (await send(rival.key, { method: 'GET', url: g.base })).body.data.game;
    expect(home.viewerSide).toBe('home');
    expect(away.viewerSide).toBe('away');
    expect(home.controls.swingAway.allowed).toBe(false);
    expect(away.controls.swingAway.allowed).toBe(true);
    expect(home.seats.away).toMatchObject({ kind: 'user', username: rival.username, you: false });
    expect(home.seats.home).toMatchObject({ kind: 'user', username: owner.username, you: true });
    const refused = await send(owner.key, { method: 'POST', url: `${g.base}/_swing-away` });
    expect(refused.status).toBe(403);
    // A spectator (signed in, no seat) sees the game and may do nothing.
    const watcher = await createUser(app);
    const seen = await send(watcher.key, { method: 'GET', url: g.base });
    expect(seen.status).toBe(200);
    expect(seen.body.data.game.viewerSide).toBeNull();
    expect(Object.values(seen.body.data.game.controls).every((c) => !(c as Json).allowed)).toBe(true);
    expect((await send(watcher.key, { method: 'POST', url: `${g.base}/tactic`, payload: { type: 'baserunning', scale: 5, value: 1 } })).status).toBe(403);
  });

  it('head to head: a manager who leaves is replaced by the computer and play goes on', async () => {
    const g = await gameOf('head-to-head');
    const left = await send(rival.key, { method: 'POST', url: `${g.base}/_exit-game` });
    expect(left.status).toBe(200);
    const view = (await send(owner.key, { method: 'GET', url: g.base })).body.data.game;
    expect(view.seats.away.kind).toBe('computer');
    expect(view.status).not.toBe('final');
    // The computer's side (away) bats first: it rolls for itself, not the remaining human; he may quick-play.
    expect(view.battingSide).toBe('away');
    expect(view.controls.swingAway).toEqual({ allowed: false, reason: COMPUTER_ROLLS });
    expect((await send(owner.key, { method: 'POST', url: `${g.base}/_swing-away` })).body).toEqual({ error: COMPUTER_ROLLS });
    expect((await send(owner.key, { method: 'POST', url: `${g.base}/_quick-play`, payload: { scope: 'game' } })).body.data.game.status).toBe('final');
  });
});
