import Fastify, { type FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import rateLimit from '@fastify/rate-limit';
import type { ServerConfig } from './config';
import type { Database } from './db/database';
import { registerErrorHandling } from './http/errors';
import { registerValidation } from './http/validation';
import { registerHostileInputGuard } from './http/hostile-input';
import { fastifyTrustProxy } from './http/trust-proxy';
import { registerHealth } from './routes/health';
import { registerTime } from './routes/time';
import { registerSecurityHeaders } from './http/security-headers';
import { adapterOrigins } from './http/adapter-origins';
import { registerClientErrors } from './client-errors/routes';
import { registerRemotesRegistry } from './web/remotes-registry';
import { registerStaticApps } from './web/static-apps';
import { registerAccountRoutes } from './accounts/index';
import { registerBaseballRoutes } from './baseball/index';
import { registerLobbyRoutes } from './lobby/index';
import { registerGameRoutes } from './games/index';
import { registerGotd, registerPartnerCors } from './gotd/index';
import { registerPaymentRoutes } from './payments/index';
import { createRealtimeBus, registerRealtime, type RealtimeBus } from './realtime/index';
import { registerAuth, SessionStore } from './auth/index';
import { registerNotificationModule } from './notifications/index';
import { registerLeagueModule } from './leagues/index';
import { registerDraftModule } from './drafts/index';
import { registerTradeModule } from './trades/index';
import { registerCalendarModule } from './calendar/index';
import { registerHeadToHeadModule } from './head-to-head/index';
import { registerNostalgiaModule } from './nostalgia/index';
import { createTournamentDirectory, registerTournamentModule } from './tournaments/index';
import { registerSeasonModule } from './seasons/index';
import { registerAccuracyModule } from './accuracy/index';
import { registerDashboardModule } from './dashboard/index';
import { registerAllStarModule } from './all-star/index';
import { registerHowToModule } from './howto/index';
import { registerTestClockRoute, type TestClock } from './testing/test-clock';
import { createJobQueue, type JobQueue } from './jobs/index';
import { registerObservability, registerOperationsRoutes, requestIdOf } from './observability/index';

export interface AppDeps {
  config: Pick<ServerConfig, 'repoRoot' | 'webDistDir' | 'remotesRegistryFile'> & Partial<ServerConfig>;
  database: Database;
  /** Pino options; `stream` receives the JSON lines (tests read them). */
  logger?: boolean | { level: string; stream?: { write(line: string): void } };
  /** Tests drive time (session expiry) through this clock. */
  clock?: () => Date;
  /** Tests inject a bus; default: Redis when REDIS_URL is set, else in-process. */
  bus?: RealtimeBus;
  /** Durable jobs (league games at their times); default: pg-boss on this database, started on first use. */
  jobs?: JobQueue;
  /** End-to-end tests only (TEST_CLOCK=1): the clock they move through POST /api/test/clock; it becomes `clock`. */
  testClock?: TestClock;
}

/** Builds the whole server (REST API, /remotes.json, the built apps) without listening. */
declare module 'fastify' {
  interface FastifyInstance {
    /** Registers the worker of every kind of durable job on this instance (the server's start, main.ts). */
    startJobWorkers(): Promise<void>;
  }
}

export async function buildApp({ config, database, logger = false, clock: givenClock, bus: givenBus, jobs: givenJobs, testClock }: AppDeps): Promise<FastifyInstance> {
  const clock = testClock ? () => testClock.now() : givenClock;
  const app = Fastify({
    logger,
    bodyLimit: 1024 * 1024,
    // Only the hops of proxies we run (a count or their addresses, never every hop): otherwise X-Forwarded-For would
    // let a client pick its IP and dodge the per-IP rate limits (http/trust-proxy.ts).
    trustProxy: fastifyTrustProxy(config.trustProxy ?? false),
    // The id the reverse proxy passed on (X-Request-Id), else a new one: on every log line (`reqId`) and every answer.
    genReqId: requestIdOf,
  });
  const metrics = await registerObservability(app, config);
  registerValidation(app);
  registerErrorHandling(app);
  registerHostileInputGuard(app);
  registerSecurityHeaders(app, {
    partnerOrigins: config.partnerOrigins ?? [],
    remotesRegistryFile: config.remotesRegistryFile,
    ...adapterOrigins(),
  });

  // The OpenAPI document is generated from the same schemas the routes validate with.
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Diamond Dice API', version: '1.0.0', description: 'REST API of the historical baseball simulation platform.' },
      servers: [{ url: '/' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
  });
  // Opt-in per route (login, signup, password reset): `config: { rateLimit: { max, timeWindow } }`.
  await app.register(rateLimit, {
    global: false,
    // Thrown as an error with a status, so the one error handler answers { error } like every 4xx.
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error(`Too many requests, please try again in ${Math.ceil(context.ttl / 1000)} seconds.`), { statusCode: 429 }),
  });

  const services = { database, config };
  // The bus first: sessions drop their cached copies on every instance through it.
  const bus = givenBus ?? (await createRealtimeBus());
  const sessions = new SessionStore(database.db, bus, clock);
  registerAuth(app, sessions);
  app.addHook('onReady', async () => sessions.pruneExpired());
  app.addHook('onClose', async () => sessions.close());
  registerHealth(app, database);
  registerTime(app, clock ?? (() => new Date()));
  registerClientErrors(app, database);
  await registerAccountRoutes(app, services);
  await registerBaseballRoutes(app, services);
  await registerLobbyRoutes(app, { tournaments: createTournamentDirectory(database, clock ?? (() => new Date())) });
  // Realtime before the games: every game's live stream rides its bus.
  const realtime = await registerRealtime(app, services, { bus });
  const live = await registerGameRoutes(app, services, realtime);
  await registerPartnerCors(app, config.partnerOrigins ?? []);
  await registerGotd(app, services, live);
  await registerPaymentRoutes(app, services);
  registerNotificationModule(app, services, realtime);
  const jobs = givenJobs ?? createJobQueue(database);
  if (!givenJobs) app.addHook('onClose', () => jobs.stop());
  registerOperationsRoutes(app, metrics, { database, bus, jobs }, config);
  await registerLeagueModule(app, database, jobs, clock ?? (() => new Date()));
  await registerDraftModule(app, database, jobs, realtime.hub.bus, clock ?? (() => new Date()));
  registerTradeModule(app, database, clock ?? (() => new Date()));
  registerCalendarModule(app, database, clock ?? (() => new Date()));
  await registerHeadToHeadModule(app, { database, jobs, realtime, live, clock: clock ?? (() => new Date()) });
  await registerTournamentModule(app, { database, jobs, realtime, clock: clock ?? (() => new Date()) });
  registerSeasonModule(app, { database, clock: clock ?? (() => new Date()) });
  const accuracy = registerAccuracyModule(app, { database, jobs, clock: clock ?? (() => new Date()) });
  // Every kind of durable job gets its worker on every instance when the server starts (main.ts), not only on the
  // instance where such work began: a job planned by an instance that then stopped would otherwise wait for one that
  // happens to do that kind of work again. Tests that build an app leave them off and start what they use.
  const workers = [app.leagueScheduler, app.draftScheduler, app.h2hClock, app.tournamentLock, accuracy];
  app.decorate('startJobWorkers', async () => {
    await Promise.all(workers.map((worker) => worker.startWorker()));
  });
  registerNostalgiaModule(app, { database, clock: clock ?? (() => new Date()) });
  registerDashboardModule(app, database, clock ?? (() => new Date()));
  registerAllStarModule(app, database);
  registerHowToModule(app, config.dataDir);
  if (testClock) {
    registerTestClockRoute(
      app,
      testClock,
      (leagueId) => [() => app.draftScheduler.tick(leagueId), () => app.tournamentLock.tick(leagueId), () => app.leagueScheduler.tick(leagueId)],
      (gameId) => (app.hasDecorator('h2hClock') ? [() => app.h2hClock.tick(gameId)] : []),
    );
  }
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  registerRemotesRegistry(app, { file: config.remotesRegistryFile, deploysDir: config.deploysDir ?? null });
  await registerStaticApps(app, config);
  return app;
}
