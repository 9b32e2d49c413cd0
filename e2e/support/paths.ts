import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '../..');
// E2E_ARTIFACTS_DIR lets two e2e runs (two working copies, or two people) share a machine.
export const artifactsDir = process.env.E2E_ARTIFACTS_DIR || path.join(repoRoot, 'e2e', '.artifacts');
export const screenshotsDir = path.join(repoRoot, 'e2e', 'screenshots');
export const serverStateFile = path.join(artifactsDir, 'server.json');
/** Seasons imported for the e2e server: the ones the tests name (1927 Yankees, 1968 AL, 1975 Reds) and a modern one. */
/** 1934: its All-Star Game; 2025: the current season (issue 21). */
export const E2E_SEASONS = [1927, 1934, 1968, 1975, 1998, 2019, 2025];
export const APPS = ['host', 'mfe-gameplay', 'mfe-leagues', 'mfe-tournaments', 'mfe-gotd', 'mfe-account'] as const;

export interface ServerState {
  baseUrl: string;
  pid: number;
  deployDir: string;
  dataDir: string;
  /** The database as imported, before any test: the start of every private server (server.ts). */
  pristineDir: string;
}
