#!/usr/bin/env node
// npm run deploy:remote -- <remote> [--no-switch] [--base-url <url>]
// Builds one remote, checks it against the live host, stores it as deploys/<remote>/<version>/ and switches the
// registry to it (README "Deploying one remote"). BUILD_LABEL is recorded with the version and shown by the remote.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildRemote, sourceCommit } from './lib/deploys/build-remote.mjs';
import { checkedBaseUrl, parseArgs, runCommand } from './lib/deploys/cli.mjs';
import { deployRemote } from './lib/deploys/deploy.mjs';
import { deployPaths, remoteOf } from './lib/deploys/paths.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

await runCommand(async () => {
  const args = parseArgs(process.argv.slice(2), { flags: ['no-switch'], options: ['base-url'] });
  const remote = remoteOf(args.positional[0], repoRoot);
  const paths = deployPaths(repoRoot);
  const result = await deployRemote({
    paths,
    remote,
    build: (outDir) => buildRemote({ repoRoot, folder: remote.folder, outDir }),
    baseUrl: checkedBaseUrl(args.options['base-url']),
    switchLive: !args.flags.has('no-switch'),
    label: process.env.BUILD_LABEL || null,
    commit: sourceCommit(repoRoot),
  });
  const { version, url } = result.record;
  console.log(`${remote.folder} ${version}: ${result.reused ? 'identical to that stored version' : `stored in ${path.join(paths.deploysDir, remote.folder, version)}`}`);
  if (result.switched) console.log(`live: ${paths.registryFile} now points ${remote.name} at ${url}`);
  else if (result.live) console.log(`already live (${url})`);
  else console.log(`not switched: make it live with npm run deploy:rollback -- ${remote.folder} ${version}`);
});
