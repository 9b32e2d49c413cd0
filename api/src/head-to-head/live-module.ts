/**
 * The live side of head to head: presence of players and spectators, the `headToHead` block beside the game, who
 * may watch, the spectator routes, and the decision clock (./h2h-scheduler.ts). The mode's hooks are process-wide;
 * what belongs to one app instance (its presence rows, its bus) is looked up by the app or the database.
 */
import type { FastifyInstance } from 'fastify';
import { modeHooks, setModeHooks, type ModeHooks } from '../games';
import type { HeadToHeadDeps } from './index';
import { headToHeadExtra } from './h2h-info';
import { createViewerPresence, type ViewerPresence } from './h2h-presence';
import { registerClock } from './h2h-scheduler';
import { registeredSnapshots, snapshotsFor } from './h2h-snapshot';
import { readH2H } from './h2h-store';
import { registerLiveRoutes } from './live-routes';
import { assertMayWatch } from './spectators';

const viewerPresence = new WeakMap<FastifyInstance, ViewerPresence>();

const liveHooks: Pick<ModeHooks, 'assertViewer' | 'extra' | 'onViewerChange'> = {
  async assertViewer(database, record, actor) {
    const snapshots = registeredSnapshots(database);
    const row = snapshots ? (await snapshots.get(record.id, record.revision))?.row : await readH2H(database, record.id);
    if (row) assertMayWatch(row, record, actor);
  },
  async extra(database, record, state, actor) {
    const snapshots = registeredSnapshots(database);
    const snapshot = snapshots && (await snapshots.get(record.id, record.revision));
    if (!snapshots || !snapshot) return {};
    return headToHeadExtra(database, snapshot, record, state, actor, snapshots.clock());
  },
  async onViewerChange(_database, gameId, actor, joined, app) {
    await viewerPresence.get(app)?.changed(gameId, actor, joined);
  },
};

export async function registerLiveHeadToHead(app: FastifyInstance, deps: HeadToHeadDeps): Promise<void> {
  const snapshots = snapshotsFor(deps.database, deps.clock);
  const stopListening = snapshots.listenTo(deps.realtime.hub.bus);
  app.addHook('onClose', async () => stopListening());
  viewerPresence.set(app, createViewerPresence(app, deps, snapshots));
  setModeHooks('head-to-head', { ...modeHooks('head-to-head'), ...liveHooks });
  registerLiveRoutes(app, deps, snapshots);
  // The decision clock merges its own hooks (before and after a decision) into the mode's.
  await registerClock(app, deps);
}
