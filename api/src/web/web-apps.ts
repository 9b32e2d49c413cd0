import path from 'node:path';

/** The federated apps the server deploys: each one's dist/ is served under its own path. */
export const REMOTE_APPS = [
  { name: 'mfe_gameplay', folder: 'mfe-gameplay' },
  { name: 'mfe_leagues', folder: 'mfe-leagues' },
  { name: 'mfe_tournaments', folder: 'mfe-tournaments' },
  { name: 'mfe_gotd', folder: 'mfe-gotd' },
  { name: 'mfe_account', folder: 'mfe-account' },
] as const;

export const REMOTES_PREFIX = '/remotes';

export function distDirOf(folder: string, repoRoot: string, webDistDir: string | null): string {
  return webDistDir ? path.join(webDistDir, folder) : path.join(repoRoot, folder, 'dist');
}
