/**
 * The content hash behind a report's `engineVersion`. A replay's figures depend on the engine and on the server code
 * a replay runs through (rosters, usage, the league runner, the season setup, the card import), so all of it is
 * hashed: any change there makes cached reports stale and they are computed again. Tests are left out (they change
 * no figure). Node built-ins only: api/build.mjs bundles this file alone to compute the hash at build time.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Folders (from the repository root) whose sources decide what a replay plays. */
export const SIMULATION_SOURCES = ['engine/src', 'api/src/leagues', 'api/src/seasons', 'api/src/games', 'api/src/baseball', 'api/src/import', 'api/src/accuracy'];

const isSource = (name: string) => /\.(ts|tsx|mjs|js|json)$/.test(name) && !/\.test\.tsx?$/.test(name);

function listFiles(root: string, rel: string, out: string[]): void {
  for (const name of readdirSync(path.join(root, rel)).sort()) {
    const child = `${rel}/${name}`;
    if (statSync(path.join(root, child)).isDirectory()) listFiles(root, child, out);
    else if (isSource(name)) out.push(child);
  }
}

/** 16 hex digits of SHA-256 over every source file's path and bytes; null when the engine's sources are not there. */
export function hashSimulationSources(repoRoot: string): string | null {
  if (!existsSync(path.join(repoRoot, 'engine', 'src'))) return null;
  const files: string[] = [];
  for (const dir of SIMULATION_SOURCES) if (existsSync(path.join(repoRoot, dir))) listFiles(repoRoot, dir, files);
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(repoRoot, file)));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}
