import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const wanted = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8'))
  .packageManager.split('@')[1];

let cached;
/** Returns [command, args] that run the pinned pnpm with `args`. */
export function pnpmCommand(args) {
  if (cached === undefined) {
    const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
    // A different major could rewrite the lockfile in an incompatible format.
    const ok = probe.status === 0 && probe.stdout.trim().split('.')[0] === wanted.split('.')[0];
    cached = ok ? ['pnpm', []] : ['npx', ['--yes', `pnpm@${wanted}`]];
    if (!ok) console.log(`[pnpm] pnpm ${wanted} not found on PATH; using npx pnpm@${wanted}`);
  }
  return [cached[0], [...cached[1], ...args]];
}

/** Spawns a command inheriting stdio; resolves with its exit code. */
export function run(cmd, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', cwd: repoRoot, ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (err) => {
      console.error(`[run] ${cmd}: ${err.message}`);
      resolve(1);
    });
  });
}

/** Runs pnpm and throws when it fails. */
export async function pnpm(args, options) {
  const code = await run(...pnpmCommand(args), options);
  if (code !== 0) throw new Error(`pnpm ${args.join(' ')} exited with ${code}`);
}
