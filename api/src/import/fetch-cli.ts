// `npm run data:fetch`: download the Lahman tables into BASEBALL_DATA_DIR (default .data/lahman).
import path from 'node:path';
import { loadConfig } from '../config';
import { DEFAULT_RELEASE, fetchRelease } from './fetch-release';

async function main(): Promise<number> {
  const config = loadConfig();
  const target = process.env.BASEBALL_DATA_DIR ? path.resolve(process.env.BASEBALL_DATA_DIR) : path.join(config.repoRoot, '.data', 'lahman');
  try {
    await fetchRelease(process.env.LAHMAN_RELEASE_URL || DEFAULT_RELEASE, target, (m) => console.log(`[fetch] ${m}`));
    console.log(`[fetch] saved to ${target}; run \`npm run data:import\` to load it`);
    return 0;
  } catch (error) {
    console.error(`[fetch] stopped, nothing replaced: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

main().then((code) => process.exit(code));
