// The browser the e2e suite drives. In order: CHROMIUM_PATH; Debian's
// /usr/bin/chromium; when running as root with apt (as CI does), Debian's
// package installed now; otherwise a Chromium shipped inside the npm package
// @sparticuz/chromium, fetched on demand into .cache/ (never into the
// lockfile). When none of these works we stop with one line saying what to do.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from './pnpm.mjs';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';
// The newest release that still runs on Node 20 (later ones need Node 22).
const PACKAGED = '@sparticuz/chromium@147.0.2';
export const CHROMIUM_INSTRUCTION =
  'No Chromium for the e2e tests: install Debian\'s package (sudo apt-get install chromium) or set CHROMIUM_PATH to a Chromium binary.';

function starts(executable) {
  if (!executable || !existsSync(executable)) return false;
  const probe = spawnSync(executable, ['--headless', '--no-sandbox', '--disable-gpu', '--dump-dom', 'about:blank'], { encoding: 'utf8', timeout: 30_000 });
  return probe.status === 0;
}

// The packaged build is a bare headless shell that never returns from
// --dump-dom (playwright drives it fine): check that it loads instead.
function loads(executable) {
  if (!executable || !existsSync(executable)) return false;
  const ldd = spawnSync('ldd', [executable], { encoding: 'utf8' });
  return ldd.status === 0 && !ldd.stdout.includes('not found');
}

function aptInstall(log) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status !== 0) return false;
  log('installing Debian\'s chromium with apt-get');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  return spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env }).status === 0;
}

async function packagedChromium(log) {
  const dir = path.join(repoRoot, '.cache', 'chromium');
  const pkgDir = path.join(dir, 'node_modules', '@sparticuz', 'chromium');
  if (!existsSync(pkgDir)) {
    log(`fetching ${PACKAGED} from the npm registry`);
    mkdirSync(dir, { recursive: true });
    // Its own tiny project, so npm never touches the workspace or its lockfile.
    writeFileSync(path.join(dir, 'package.json'), '{ "private": true }\n');
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const res = spawnSync(npm, ['install', '--no-save', '--no-audit', '--no-fund', '--prefix', dir, PACKAGED], { stdio: 'inherit' });
    if (res.status !== 0) return null;
  }
  const entry = createRequire(path.join(dir, 'package.json')).resolve('@sparticuz/chromium');
  const chromium = (await import(pathToFileURL(entry).href)).default;
  return chromium.executablePath();
}

/** Resolves the path of a Chromium that starts, or throws with CHROMIUM_INSTRUCTION. */
export async function ensureChromium({ log = (line) => console.log(`[chromium] ${line}`), prefer = process.env.BB_CHROMIUM_SOURCE } = {}) {
  if (process.env.CHROMIUM_PATH) {
    if (starts(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
    throw new Error(`CHROMIUM_PATH=${process.env.CHROMIUM_PATH} does not start. ${CHROMIUM_INSTRUCTION}`);
  }
  if (prefer !== 'package') {
    if (starts(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
    if (aptInstall(log) && starts(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  }
  try {
    const packaged = await packagedChromium(log);
    if (packaged && loads(packaged)) return packaged;
    log(`the packaged Chromium at ${packaged} lacks system libraries (ldd ${packaged})`);
  } catch (error) {
    log(`the packaged Chromium failed: ${error.message}`);
  }
  throw new Error(CHROMIUM_INSTRUCTION);
}
