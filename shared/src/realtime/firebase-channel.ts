import type { Announcement, SessionRevokedEvent } from '@bb/contract';
import { createListenerSet } from './listener-set';
import { DEFAULT_ANNOUNCEMENT_PATHS, unreadCountPath, type FirebaseRealtimeConfig, type RealtimeChannel } from './realtime-channel';

type Unsubscribe = () => void;
interface Snapshot {
  val(): unknown;
}

/** The few Firebase calls the adapter makes; loaded on first use so Firebase stays out of the first-load bundle. */
export interface FirebaseModules {
  initializeApp(options: Record<string, unknown>, name: string): unknown;
  deleteApp(app: unknown): Promise<void>;
  getDatabase(app: unknown, url?: string): unknown;
  ref(db: unknown, path: string): unknown;
  onValue(query: unknown, callback: (snapshot: Snapshot) => void, cancel?: (error: Error) => void): Unsubscribe;
  signIn?(app: unknown, email: string, password: string): Promise<unknown>;
}

export async function loadFirebaseModules(): Promise<FirebaseModules> {
  const [appModule, databaseModule, authModule] = await Promise.all([
    import(/* webpackChunkName: "firebase-realtime" */ 'firebase/app'),
    import(/* webpackChunkName: "firebase-realtime" */ 'firebase/database'),
    import(/* webpackChunkName: "firebase-realtime" */ 'firebase/auth'),
  ]);
  return {
    initializeApp: (options, name) => appModule.initializeApp(options, name),
    deleteApp: (app) => appModule.deleteApp(app as Parameters<typeof appModule.deleteApp>[0]),
    getDatabase: (app, url) => databaseModule.getDatabase(app as Parameters<typeof databaseModule.getDatabase>[0], url),
    ref: (db, path) => databaseModule.ref(db as Parameters<typeof databaseModule.ref>[0], path),
    onValue: (query, callback, cancel) => databaseModule.onValue(query as Parameters<typeof databaseModule.onValue>[0], callback, cancel),
    signIn: (app, email, password) => authModule.signInWithEmailAndPassword(authModule.getAuth(app as Parameters<typeof authModule.getAuth>[0]), email, password),
  };
}

/** A toast record `{ display, message, colour }` at `path`, in the contract's shape; null when not shown. */
export function toAnnouncement(path: string, index: number, value: unknown): Announcement | null {
  if (!value || typeof value !== 'object') return null;
  const record = value as { display?: unknown; message?: unknown; colour?: unknown; color?: unknown };
  const display = record.display === true || record.display === 'true';
  const colour = typeof record.colour === 'string' ? record.colour : typeof record.color === 'string' ? record.color : '';
  if (!display || typeof record.message !== 'string' || record.message.trim() === '') return null;
  return { id: -(index + 1), kind: /admin/i.test(path) ? 'admin' : 'announcement', message: record.message, colour, display, updatedAt: '' };
}

let appCounter = 0;

/**
 * Firebase Realtime Database adapter: the unread counter at `user/{id}/unreadNotificationCount` and
 * the toast records at the announcement paths. Firebase carries no head-to-head invitations and no tournament
 * changes: those come from our own server's stream (always there), opened through `serverFeed` on the first
 * subscriber to either; without a `serverFeed` subscribing to them is a no-op (the unsubscribe still works, and the
 * pages reload their data on their own requests). While it is
 * open, its session ends reach this channel's listeners too. Without it, session ends arrive as a 401 on the next
 * API call.
 */
export function createFirebaseChannel(
  config: FirebaseRealtimeConfig,
  load: () => Promise<FirebaseModules> = loadFirebaseModules,
  serverFeed?: () => RealtimeChannel,
): RealtimeChannel {
  const revoked = createListenerSet<SessionRevokedEvent>();
  const cleanups = new Set<Unsubscribe>();
  let closed = false;
  let server: RealtimeChannel | null = null;
  const serverChannel = (): RealtimeChannel | null => {
    if (!server && serverFeed && !closed) {
      server = serverFeed();
      server.onSessionRevoked((event) => revoked.emit(event));
    }
    return server;
  };
  let ready: Promise<{ fb: FirebaseModules; app: unknown; db: unknown }> | null = null;

  const start = () => {
    ready ??= (async () => {
      const fb = await load();
      const { serviceAccount, announcementPaths: _paths, ...options } = config;
      appCounter += 1;
      const app = fb.initializeApp(options as unknown as Record<string, unknown>, `diamond-dice-realtime-${appCounter}`);
      if (serviceAccount && fb.signIn) await fb.signIn(app, serviceAccount.email, serviceAccount.password);
      return { fb, app, db: fb.getDatabase(app, config.databaseURL) };
    })();
    return ready;
  };

  /** Listens once Firebase is ready; the returned function works before that too. */
  const listen = (path: string, onValue: (value: unknown) => void): Unsubscribe => {
    let off: Unsubscribe | null = null;
    let cancelled = false;
    const cleanup = () => {
      cancelled = true;
      off?.();
      cleanups.delete(cleanup);
    };
    cleanups.add(cleanup);
    start()
      .then(({ fb, db }) => {
        if (cancelled || closed) return;
        off = fb.onValue(fb.ref(db, path), (snapshot) => onValue(snapshot.val()), (error) => console.warn(`[realtime] firebase ${path}:`, error.message));
      })
      .catch((error: unknown) => console.warn('[realtime] firebase unavailable', error));
    return cleanup;
  };

  return {
    subscribeUnreadCount(userId, cb) {
      return listen(unreadCountPath(userId), (value) => {
        const n = Number(value ?? 0);
        cb(Number.isFinite(n) && n > 0 ? Math.floor(n) : 0);
      });
    },
    subscribeAnnouncements(cb) {
      const paths = config.announcementPaths ?? DEFAULT_ANNOUNCEMENT_PATHS;
      const current = new Map<string, Announcement | null>();
      const offs = paths.map((path, index) =>
        listen(path, (value) => {
          current.set(path, toAnnouncement(path, index, value));
          cb(paths.map((p) => current.get(p)).filter((a): a is Announcement => !!a));
        }),
      );
      return () => offs.forEach((off) => off());
    },
    subscribeInvitations(cb) {
      return serverChannel()?.subscribeInvitations(cb) ?? (() => undefined);
    },
    subscribeTournaments(cb) {
      return serverChannel()?.subscribeTournaments(cb) ?? (() => undefined);
    },
    onSessionRevoked(cb) {
      return revoked.add(cb);
    },
    close() {
      closed = true;
      server?.close();
      for (const off of [...cleanups]) off();
      void ready?.then(({ fb, app }) => fb.deleteApp(app)).catch(() => undefined);
    },
  };
}
