import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { buildApp } from './app';
import { createTestClock } from './testing/test-clock';
import { gracefulShutdown, loadShutdownSettings } from './lifecycle/graceful-shutdown';

async function main(): Promise<void> {
  const config = loadConfig();
  const shutdownSettings = loadShutdownSettings();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  // Warnings and errors (every 500 among them) are logged by default; LOG_LEVEL=info|debug for more.
  const app = await buildApp({
    config,
    database,
    logger: { level: process.env.LOG_LEVEL || 'warn' },
    ...(config.testClock ? { testClock: createTestClock() } : {}),
  });
  if (config.testClock) console.log('[api] TEST_CLOCK=1: POST /api/test/clock moves the server clock (end-to-end tests only)');

  // SIGTERM (docker stop, a rolling restart): drain, tell the live streams to reconnect elsewhere, finish what is in
  // flight, hand the jobs back, then exit (see lifecycle/graceful-shutdown.ts).
  const shutdown = gracefulShutdown({
    app,
    closeDatabase: () => database.close(),
    settings: shutdownSettings,
    exit: (code) => process.exit(code),
    log: (message) => console.log(`[api] ${message}`),
  });
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  const address = await app.listen({ port: config.port, host: config.host });
  await app.startJobWorkers();
  const port = new URL(address).port;
  console.log(`[api] database: ${database.kind}${database.kind === 'pglite' ? ` (${config.dataDir})` : ''}`);
  console.log(`[api] Diamond Dice is running at http://localhost:${port}/`);
}

main().catch((error: unknown) => {
  console.error('[api] failed to start:', error);
  process.exit(1);
});
