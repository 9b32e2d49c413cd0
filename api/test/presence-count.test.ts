import { eq, sql } from 'drizzle-orm';
import type { Database } from '../src/db/database';
import { presence, users } from '../src/db/schema/index';
import { Presence, countGameViewers, gameTopic, gameViewers } from '../src/realtime/presence';
import { openPgliteCopy } from './support/db-snapshots';

/** The head-to-head block counts a game's viewers in the database (a few rows whatever the audience). */
describe('countGameViewers', () => {
  let database: Database;
  let a: Presence;
  let b: Presence;
  let ids: number[];

  beforeAll(async () => {
    database = await openPgliteCopy([]);
    const rows = await database.db
      .insert(users)
      .values(Array.from({ length: 7 }, (_, i) => ({ username: `viewer${i}`, email: `viewer${i}@example.com`, passwordHash: '!' })))
      .returning({ id: users.id });
    ids = rows.map((r) => r.id);
    // Two API instances' rows; the heartbeats never run within the test.
    a = new Presence(database.db, { heartbeatMs: 3_600_000 });
    b = new Presence(database.db, { heartbeatMs: 3_600_000 });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await database.close();
  });

  it('answers which known users are present and how many others watch, on every instance, once each, less the excluded and the stale', async () => {
    const [owner, rival, w1, w2, w3, blocked, stale] = ids as [number, number, number, number, number, number, number];
    const topic = gameTopic('g1');
    await a.join(topic, owner, 'player');
    // A watcher with two tabs on one instance and one on the other counts once.
    await a.join(topic, w1, 'spectator');
    await a.join(topic, w1, 'spectator');
    await b.join(topic, w1, 'spectator');
    await b.join(topic, w2, 'spectator');
    // An invitee who watched before he accepted: his row says spectator, he is known (a player) all the same.
    await b.join(topic, rival, 'spectator');
    await a.join(topic, blocked, 'spectator');
    await b.join(topic, stale, 'spectator');
    await database.db.update(presence).set({ seenAt: sql`now() - interval '1 hour'` }).where(eq(presence.userId, stale));
    // Another game's viewer is not this game's.
    await a.join(gameTopic('g2'), w3, 'spectator');

    const counted = await countGameViewers(database, 'g1', [owner, rival], [blocked]);
    expect([...counted.present].sort()).toEqual([owner, rival].sort());
    expect(counted.others).toBe(2);
    expect(await countGameViewers(database, 'g1', [owner], [])).toMatchObject({ present: new Set([owner]), others: 4 });

    // The same answer the full list gives.
    const listed = await gameViewers(database, 'g1');
    const everyone = new Set([...listed.players, ...listed.spectators]);
    expect([...everyone].filter((id) => ![owner, rival, blocked].includes(id))).toHaveLength(counted.others);

    await b.leave(topic, w2);
    await a.leave(topic, w1);
    expect((await countGameViewers(database, 'g1', [owner, rival], [blocked])).others).toBe(1);
    await b.leave(topic, w1);
    await a.leave(topic, w1);
    await a.leave(topic, owner);
    expect(await countGameViewers(database, 'g1', [owner, rival], [blocked])).toEqual({ present: new Set([rival]), others: 0 });
    expect(await countGameViewers(database, 'nobody', [], [])).toEqual({ present: new Set(), others: 0 });
  });
});
