import type { FastifyInstance } from 'fastify';
import { DRAFT_COMPUTER_PICK_MS, type DraftPoolPage, type DraftRoom } from '@bb/contract';
import { createDraft, currentPick, makePick, type DraftPlayer, type DraftState, type PlayerCard } from '@bb/engine';
import { buildApp } from '../src/app';
import { serverChoice } from '../src/drafts/draft-picks';
import type { DraftPool, PoolEntry } from '../src/drafts/draft-pool';
import { describeOnBackends } from './support/backends';
import { createUser, markSubscribed, type TestUser } from './accounts-helpers';
import { DAY, leagueClient, testClock } from './leagues-support';
import { API_ONLY_CONFIG } from './support/app-config';
import type { JobQueue } from '../src/jobs';

const MINUTE = 60_000;

/** A pool of made-up players, one card each (the engine's view is all serverChoice reads). */
function poolOf(players: DraftPlayer[]): DraftPool {
  const entries = players.map((draft) => ({ card: { cardId: draft.id, playerID: draft.id } as PlayerCard, draft }) as PoolEntry);
  return {
    entries, byCard: new Map(entries.map((e) => [e.draft.id, e])), cardsOfPlayer: new Map(players.map((p) => [p.id, [p.id]])),
    players, people: players, distinctPlayers: players.length,
  };
}

test("the server's pick keeps a roster able to field a lineup and a rotation, however the draft's depth is set", () => {
  const hitter = (id: string, pos: string, value = 40): DraftPlayer => ({ id, positions: [pos], value });
  const pitcher = (id: string, role: 'SP' | 'RP', value = 40): DraftPlayer => ({ id, positions: ['P'], role, value });
  const mine = ['C', '1B', '2B', '3B', 'SS', 'LF', 'CF', 'RF'].map((pos) => hitter(`my-${pos}`, pos)).concat([1, 2, 3, 4].map((n) => pitcher(`my-rp${n}`, 'RP')));
  const theirs = Array.from({ length: 12 }, (_, n) => hitter(`their-${n}`, 'LF'));
  const left = [hitter('slugger', '1B', 99), ...[1, 2, 3, 4, 5].map((n) => pitcher(`sp${n}`, 'SP', 60 - n))];
  const pool = poolOf([...mine, ...theirs, ...left]);
  // Sixteen rounds without a DH: the draft's depth wants a DH and five starters, a team needs four starters.
  let state: DraftState = createDraft({ teams: 2, rounds: 16 });
  const queues = [[...mine], [...theirs]];
  for (let cur = currentPick(state); cur && queues[0]!.length; cur = currentPick(state)) {
    state = makePick(state, { pick: cur.pick, team: cur.team, playerId: queues[cur.team]!.shift()!.id });
  }
  expect(currentPick(state)?.team).toBe(0);
  // Four picks left for four starters: the slugger would be the DH, and one starter short.
  expect(serverChoice({ rounds: 16, state, dh: false }, pool, 0, [])).toBe('sp1');
  expect(serverChoice({ rounds: 16, state, dh: false }, pool, 0, ['slugger', 'sp3'])).toBe('sp3');
});

/** Wake-ups asked for, never run: the test ticks by hand. */
const heldJobs = (): JobQueue => ({ work: async () => undefined, schedule: async () => undefined, drain: async () => undefined, stop: async () => undefined });

describeOnBackends('the pool offers only picks the server takes', { seasons: [1998] }, (backend) => {
  let app: FastifyInstance;
  let owner: TestUser;
  const clock = testClock();
  const { it } = backend;
  let api: ReturnType<typeof leagueClient>;

  backend.beforeAll(async () => {
    app = await buildApp({ config: API_ONLY_CONFIG, database: backend.database, clock: clock.now, jobs: heldJobs() });
    api = leagueClient(app);
    owner = await createUser(app);
    await markSubscribed(backend.database, owner.id);
  }, 180_000);
  backend.afterAll(async () => {
    await app.close();
  });

  it('a manager who always takes the best player offered is never refused; the ones marked are', async () => {
    const created = await api.post(owner.key, '/api/drafts', {
      name: `Fit ${Math.random().toString(36).slice(2, 8)}`, totalTeams: 2, mode: 'snake', rounds: 13, pickSeconds: 30, maxPlayers: 13, dh: 'yes', usageLimit: 0,
      years: [1998], leagues: ['AL', 'NL'], draftHeldAt: new Date(clock.now().getTime() + 15 * MINUTE).toISOString(),
      gamesBeginAt: new Date(clock.now().getTime() + DAY).toISOString(), gamesPerTeam: 14, isPrivate: true, seed: 4242,
    });
    expect(created.status).toBe(201);
    const id = created.body.data.leagueId as number;
    const room = async () => (await api.get(owner.key, `/api/drafts/${id}`)).body.data as DraftRoom;
    const pool = async (query: string) => (await api.get(owner.key, `/api/drafts/${id}/pool?${query}`)).body.data as DraftPoolPage;
    clock.advance(16 * MINUTE);
    await app.draftScheduler.tick(id);
    const mine = (await room()).myTeam!;

    // Thirteen picks for a lineup with a DH and four starters: every pick must fill a place.
    const start = (await pool('available=true&limit=1')).needs;
    expect(start).toEqual({
      team: mine, drafted: 0, picksLeft: 13, fillOnly: true,
      open: [{ slot: 'C', count: 1 }, { slot: '1B', count: 1 }, { slot: '2B', count: 1 }, { slot: '3B', count: 1 }, { slot: 'SS', count: 1 }, { slot: 'OF', count: 3 }, { slot: 'DH', count: 1 }, { slot: 'SP', count: 4 }],
    });

    let refusedMarked = 0;
    for (let guard = 0; guard < 60; guard += 1) {
      const now = await room();
      if (now.status === 'complete') break;
      if (now.current!.team !== mine) {
        clock.advance(DRAFT_COMPUTER_PICK_MS);
        await app.draftScheduler.tick(id);
        continue;
      }
      const all = await pool('available=true&sort=rating&limit=60');
      const offered = await pool('available=true&fits=true&sort=rating&limit=1');
      expect(offered.needs).toEqual(all.needs);
      expect(offered.needs!.drafted).toBe(now.picks.filter((p) => p.team === mine).length);
      const best = offered.players[0]!;
      expect(all.players.find((p) => p.fits !== false)!.cardId).toBe(best.cardId);
      // A player marked as not fitting is refused, with the roster's needs; the one offered is taken.
      const marked = all.players.find((p) => p.fits === false);
      if (marked) {
        const refused = await api.post(owner.key, `/api/drafts/${id}/picks`, { pick: now.current!.pick, cardId: marked.cardId });
        expect([refused.status, refused.body.code]).toEqual([409, 'roster-needs']);
        refusedMarked += 1;
      }
      const taken = await api.post(owner.key, `/api/drafts/${id}/picks`, { pick: now.current!.pick, cardId: best.cardId });
      expect([taken.status, taken.body.error]).toEqual([200, undefined]);
    }
    expect((await room()).status).toBe('complete');
    expect(refusedMarked).toBeGreaterThan(0);
    const validation = (await api.get(owner.key, `/api/drafts/${id}/validation`)).body.data as { teams: Array<{ valid: boolean; problems: string[] }> };
    expect(validation.teams.map((t) => [t.valid, t.problems])).toEqual([[true, []], [true, []]]);
    // After the draft the pool is the free agents: no team's needs.
    expect((await pool('available=true&limit=1')).needs).toBeNull();
  }, 120_000);
});
