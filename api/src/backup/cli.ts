// `npm run db:backup [-- --out FILE]` and `npm run db:restore -- FILE [--force]`: the configured database (DATABASE_URL,
// else PGlite in DATA_DIR) to and from pg_dump's formats. See the operator section of the README.
import path from 'node:path';
import { loadConfig } from '../config';
import { backupDatabase, backupFileName, restoreDatabase } from './backup';

/** Paths are the operator's, relative to where they ran npm (npm and pnpm run scripts from the package folder). */
const fromCaller = (file: string) => path.resolve(process.env.INIT_CWD || process.cwd(), file);

async function main(): Promise<number> {
  const [command, ...args] = process.argv.slice(2);
  const config = loadConfig();
  const target = { databaseUrl: config.databaseUrl, dataDir: config.dataDir };
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite (${config.dataDir})`;

  if (command === 'backup') {
    const out = args.includes('--out') ? args[args.indexOf('--out') + 1] : undefined;
    const file = out
      ? fromCaller(out)
      : path.join(config.repoRoot, '.data', 'backups', backupFileName(config.databaseUrl ? 'postgres' : 'pglite'));
    const format = await backupDatabase(target, file);
    console.log(`[backup] ${where} → ${file} (pg_dump ${format} format)`);
    return 0;
  }
  if (command === 'restore') {
    const file = args.find((arg) => !arg.startsWith('--'));
    if (!file) {
      console.error('[restore] usage: npm run db:restore -- <backup file> [--force]');
      return 2;
    }
    await restoreDatabase(target, fromCaller(file), { force: args.includes('--force'), log: (message) => console.log(`[restore] ${message}`) });
    console.log(`[restore] ${fromCaller(file)} → ${where}`);
    return 0;
  }
  console.error('[backup] usage: backup [--out FILE] | restore FILE [--force]');
  return 2;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`[backup] failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
