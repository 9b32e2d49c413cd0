#!/usr/bin/env node
// npm run deploy:rollback -- <remote> [<version>]
// Points the registry back at what was live before the current version, or at any stored version.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs, runCommand } from './lib/deploys/cli.mjs';
import { deployPaths, remoteOf } from './lib/deploys/paths.mjs';
import { rollbackRemote } from './lib/deploys/rollback.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

await runCommand(async () => {
  const args = parseArgs(process.argv.slice(2), { maxPositional: 2 });
  const remote = remoteOf(args.positional[0], repoRoot);
  const paths = deployPaths(repoRoot);
  const { target, changed } = await rollbackRemote({ paths, remote, version: args.positional[1] ?? null });
  const what = target.url === null ? 'its own build (npm run build)' : `${target.version ?? 'an entry no deploy made'} (${target.url})`;
  console.log(`${remote.folder}: ${changed ? 'live is now' : 'already live:'} ${what}`);
});
