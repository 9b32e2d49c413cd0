import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readSync, closeSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';
import { openDatabase, type DatabaseOptions } from '../db/database';

/**
 * Backups in pg_dump's formats. PostgreSQL: pg_dump's custom archive (`-Fc`), restored with pg_restore. PGlite: the
 * WASM pg_dump of @electric-sql/pglite-tools, which writes only a plain SQL script (INSERTs), restored by running it
 * through PGlite. Either restore can also read the other kind (pg_restore turns an archive into SQL for PGlite; psql
 * runs a PGlite script on PostgreSQL).
 */
export type DatabaseTarget = Pick<DatabaseOptions, 'databaseUrl' | 'dataDir'>;

export interface ToolPaths {
  /** PG_DUMP, PG_RESTORE, PSQL: where the PostgreSQL client programs are (default: on PATH). Match the server's major version. */
  pgDump: string;
  pgRestore: string;
  psql: string;
}

export function toolPaths(env: NodeJS.ProcessEnv = process.env): ToolPaths {
  return { pgDump: env.PG_DUMP || 'pg_dump', pgRestore: env.PG_RESTORE || 'pg_restore', psql: env.PSQL || 'psql' };
}

/** Runs a program; its stdout is returned, its stderr kept for the error. */
function run(program: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', (error) => reject(new Error(`${program} could not start (${error.message}): install the PostgreSQL client programs or set its path`)));
    child.on('close', (code) => {
      if (code === 0) resolve(Buffer.concat(out).toString('utf8'));
      else reject(new Error(`${program} failed (exit ${code}): ${Buffer.concat(err).toString('utf8').trim().slice(0, 2000)}`));
    });
  });
}

export function backupFileName(kind: 'pglite' | 'postgres', now: Date = new Date()): string {
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  return `diamond-dice-${kind}-${stamp}.${kind === 'postgres' ? 'dump' : 'sql'}`;
}

/** Writes a backup of the database to `file`. PGlite: nothing else may have DATA_DIR open (stop the server first). */
export async function backupDatabase(target: DatabaseTarget, file: string, tools: ToolPaths = toolPaths()): Promise<'custom' | 'plain'> {
  mkdirSync(path.dirname(file), { recursive: true });
  if (target.databaseUrl) {
    await run(tools.pgDump, ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${target.databaseUrl}`]);
    return 'custom';
  }
  if (!existsSync(path.join(target.dataDir, 'PG_VERSION'))) throw new Error(`no PGlite database in ${target.dataDir}`);
  const database = await openDatabase({ databaseUrl: null, dataDir: target.dataDir });
  try {
    if (database.connection.kind !== 'pglite') throw new Error('expected PGlite');
    const dump = await pgDump({ pg: database.connection.client, args: ['--no-owner', '--no-privileges'] });
    // Written next to the target and renamed: a backup file is either whole or absent.
    writeFileSync(`${file}.partial`, Buffer.from(await dump.arrayBuffer()));
    renameSync(`${file}.partial`, file);
  } finally {
    await database.close();
  }
  return 'plain';
}

/** pg_dump's custom archives start with these bytes; anything else is taken for a plain SQL script. */
function isArchive(file: string): boolean {
  const head = Buffer.alloc(5);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, head, 0, 5, 0);
  } finally {
    closeSync(fd);
  }
  return head.toString('latin1') === 'PGDMP';
}

async function postgresHoldsTables(url: string): Promise<boolean> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select count(*)::int as n from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')`,
    );
    return Number(rows[0]?.n) > 0;
  } finally {
    await client.end();
  }
}

export interface RestoreOptions {
  /**
   * Restore over a database that holds data. PostgreSQL: pg_restore --clean drops what the backup holds first.
   * PGlite: the old DATA_DIR is moved aside to `<dir>.before-restore-<time>`, not deleted.
   */
  force?: boolean;
  tools?: ToolPaths;
  log?: (message: string) => void;
}

/** Restores a backup into the configured database, then applies any migrations newer than the backup. */
export async function restoreDatabase(target: DatabaseTarget, file: string, options: RestoreOptions = {}): Promise<void> {
  const tools = options.tools ?? toolPaths();
  const log = options.log ?? (() => undefined);
  if (!existsSync(file)) throw new Error(`no backup at ${file}`);
  const archive = isArchive(file);

  if (target.databaseUrl) {
    const occupied = await postgresHoldsTables(target.databaseUrl);
    if (occupied && !options.force) throw new Error('the database already holds tables: restore into an empty database, or pass --force to replace what the backup holds');
    if (archive) {
      await run(tools.pgRestore, [
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        '--single-transaction',
        ...(occupied ? ['--clean', '--if-exists'] : []),
        `--dbname=${target.databaseUrl}`,
        file,
      ]);
    } else {
      if (occupied) throw new Error('a plain SQL backup restores only into an empty PostgreSQL database');
      await run(tools.psql, ['--no-psqlrc', '--quiet', '--set=ON_ERROR_STOP=1', '--single-transaction', `--dbname=${target.databaseUrl}`, `--file=${file}`]);
    }
  } else {
    const script = archive ? await run(tools.pgRestore, ['--no-owner', '--no-privileges', '--file=-', file]) : readFileSync(file, 'utf8');
    const dir = target.dataDir;
    const occupied = existsSync(dir) && readdirSync(dir).length > 0;
    if (occupied && !options.force) throw new Error(`${dir} is not empty: restore into a new DATA_DIR, or pass --force to move the current one aside`);
    const aside = occupied ? `${dir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}` : null;
    if (aside) {
      renameSync(dir, aside);
      log(`the previous database is kept in ${aside}`);
    }
    try {
      const database = await openDatabase({ databaseUrl: null, dataDir: dir });
      try {
        if (database.connection.kind !== 'pglite') throw new Error('expected PGlite');
        // One simple-query text: PGlite runs it as one implicit transaction, so a failure leaves nothing half-restored.
        await database.connection.client.exec(script);
      } finally {
        await database.close();
      }
    } catch (error) {
      rmSync(dir, { recursive: true, force: true });
      if (aside) renameSync(aside, dir);
      throw error;
    }
  }

  // A backup from an older release: bring its schema up to this one's.
  const database = await openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
}
