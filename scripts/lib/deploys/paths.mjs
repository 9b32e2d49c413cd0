// Where the deploy commands keep versions and the registry: the same folders the server reads (api/src/config.ts
// applies the same rules; a test keeps the two in step), so a command run with the server's environment switches
// what that server serves.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** { repoRoot, deploysDir, registryFile, hostManifest } for this environment. */
export function deployPaths(repoRoot, env = process.env) {
  const webDistDir = env.WEB_DIST_DIR ? path.resolve(env.WEB_DIST_DIR) : null;
  const deploysDir = env.DEPLOYS_DIR ? path.resolve(env.DEPLOYS_DIR) : webDistDir ? path.join(webDistDir, 'deploys') : path.join(repoRoot, 'deploys');
  return {
    repoRoot,
    deploysDir,
    registryFile: env.REMOTES_REGISTRY_FILE ? path.resolve(env.REMOTES_REGISTRY_FILE) : path.join(deploysDir, 'registry.json'),
    // The host the users' browsers run: the served copy when the apps are served from WEB_DIST_DIR, else its build.
    hostManifest: webDistDir ? path.join(webDistDir, 'host', 'mf-manifest.json') : path.join(repoRoot, 'host', 'dist', 'mf-manifest.json'),
  };
}

/** Every remote of the workspace: { folder: 'mfe-gotd', name: 'mfe_gotd' }, in folder order. */
export function workspaceRemotes(repoRoot) {
  return readdirSync(repoRoot, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name.startsWith('mfe-') && existsSync(path.join(repoRoot, entry.name, 'webpack.config.cjs')))
    .map((entry) => ({ folder: entry.name, name: entry.name.replace(/-/g, '_') }))
    .sort((a, b) => a.folder.localeCompare(b.folder));
}

/** The remote a command names, by folder (`mfe-gotd`) or federation name (`mfe_gotd`); anything else is refused with the list. */
export function remoteOf(arg, repoRoot) {
  const remotes = workspaceRemotes(repoRoot);
  const known = remotes.map((remote) => remote.folder).join(', ');
  if (!arg) throw new Error(`Name a remote: ${known}`);
  const remote = remotes.find((candidate) => candidate.folder === arg || candidate.name === arg);
  if (!remote) throw new Error(`"${arg}" is not a remote of this workspace. Remotes: ${known}`);
  return remote;
}
