// `npm run data:import [-- --force] [-- --if-empty]`: load the Lahman tables from BASEBALL_DATA_DIR.
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { ImportError } from '../lahman/parse-table';
import { lastImportChecksum, runImport } from './run-import';

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const config = loadConfig();
  if (!config.baseballDataDir) {
    console.error('[import] no data: set BASEBALL_DATA_DIR to the folder holding the Lahman CSVs (or run `npm run data:fetch`)');
    // At start-up a missing data set is worth a warning, not a refusal to serve.
    return args.includes('--if-empty') ? 0 : 1;
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    if (args.includes('--if-empty') && (await lastImportChecksum(database.db))) {
      console.log('[import] database already holds the historical data');
      return 0;
    }
    console.log(`[import] reading ${config.baseballDataDir} into ${database.kind}`);
    const result = await runImport({ database, dataDir: config.baseballDataDir, force: args.includes('--force'), log: (m) => console.log(`[import] ${m}`) });
    if (result.status === 'imported') {
      const total = Object.values(result.rowCounts).reduce((a, b) => a + b, 0);
      console.log(`[import] import time: ${(result.durationMs / 1000).toFixed(1)} s for ${total} rows`);
    }
    return 0;
  } catch (error) {
    if (error instanceof ImportError) {
      console.error(`[import] stopped, nothing changed: ${error.message}`);
      return 2;
    }
    throw error;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('[import] failed, nothing changed:', error);
    process.exit(1);
  },
);
