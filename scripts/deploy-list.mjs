#!/usr/bin/env node
// npm run deploy:list [-- <remote>] [--json]
// Every stored version of each remote (or of one), its date, size and label, and which one is live.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs, runCommand } from './lib/deploys/cli.mjs';
import { deployState, formatState } from './lib/deploys/list.mjs';
import { deployPaths, remoteOf, workspaceRemotes } from './lib/deploys/paths.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

await runCommand(async () => {
  const args = parseArgs(process.argv.slice(2), { flags: ['json'] });
  const remotes = args.positional[0] ? [remoteOf(args.positional[0], repoRoot)] : workspaceRemotes(repoRoot);
  const paths = deployPaths(repoRoot);
  const states = await deployState(paths, remotes);
  console.log(args.flags.has('json') ? JSON.stringify(states, null, 2) : formatState(paths, states));
});
