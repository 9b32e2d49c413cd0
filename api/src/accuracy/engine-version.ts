/**
 * Which engine a report belongs to. The production bundle has the hash built in (api/build.mjs defines
 * `__ENGINE_VERSION__` from engine-hash.ts), so a deploy without sources still knows it; running from the
 * TypeScript sources (tests, benchmarks' bundles) computes the same hash from the files once per process.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { hashSimulationSources } from './engine-hash';

declare const __ENGINE_VERSION__: string | undefined;

let fromSources: string | null = null;

function repoRoot(): string {
  for (const start of [__dirname, process.cwd()]) {
    let dir = start;
    for (let i = 0; i < 6; i += 1) {
      if (existsSync(path.join(dir, 'pnpm-workspace.yaml'))) return dir;
      dir = path.dirname(dir);
    }
  }
  return process.cwd();
}

export function engineVersion(): string {
  if (typeof __ENGINE_VERSION__ === 'string' && __ENGINE_VERSION__) return __ENGINE_VERSION__;
  fromSources ??= hashSimulationSources(repoRoot()) ?? 'unversioned';
  return fromSources;
}
