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

/**
 * The jest worker running this test file (1, 2, …; 1 in band and in global setup). Each worker has a server of its
 * own (server.ts), so files on different workers never share a database, a test clock or a deployed build.
 */
export function currentWorker(): number {
  const id = Number(process.env.JEST_WORKER_ID);
  return Number.isInteger(id) && id > 0 ? id : 1;
}

/** One worker's server. */
export interface ServerState {
  baseUrl: string;
  pid: number;
  /** This server's private copy of every built app (WEB_DIST_DIR): a test may redeploy a remote into it. */
  deployDir: string;
  /** This server's folder; its DATA_DIR is `pglite/` inside. */
  dataDir: string;
  /** The database as imported, before any test: the start of every server and private server (server.ts). */
  pristineDir: string;
}

/** What global setup leaves for the test files: a server per worker. */
export interface SuiteState {
  /** Every server of the run, worker 1's first. */
  servers: ServerState[];
  /** The run's folder, removed at teardown. */
  workDir: string;
}
