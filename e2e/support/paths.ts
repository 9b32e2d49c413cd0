import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '../..');
export const artifactsDir = path.join(repoRoot, 'e2e', '.artifacts');
export const screenshotsDir = path.join(repoRoot, 'e2e', 'screenshots');
export const serverStateFile = path.join(artifactsDir, 'server.json');
export const APPS = ['host', 'mfe-gameplay', 'mfe-leagues', 'mfe-tournaments', 'mfe-gotd', 'mfe-account'] as const;

export interface ServerState {
  baseUrl: string;
  pid: number;
  deployDir: string;
  dataDir: string;
}
