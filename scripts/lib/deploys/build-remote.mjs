// A production build of one remote straight into a folder (create-config.cjs reads MF_OUT_DIR), with the same
// webpack and cache `npm run build` uses, so an unchanged remote rebuilds in seconds.
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

/** Builds `folder` into outDir; rejects with webpack's exit code (its output goes to this terminal). */
export function buildRemote({ repoRoot, folder, outDir, env = process.env }) {
  const appDir = path.join(repoRoot, folder);
  const webpackCli = createRequire(path.join(appDir, 'package.json')).resolve('webpack-cli/bin/cli.js');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [webpackCli, '--config', 'webpack.config.cjs', '--mode', 'production'], {
      cwd: appDir,
      env: { ...env, MF_OUT_DIR: outDir, NODE_ENV: 'production' },
      // Webpack's report goes to stderr: stdout carries the command's own result lines.
      stdio: ['ignore', process.stderr, process.stderr],
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`The build of ${folder} failed (webpack exited with ${code ?? signal})`))));
  });
}

/** The commit the build is made from (`-dirty` with uncommitted changes); null outside a git checkout. */
export function sourceCommit(repoRoot) {
  const head = spawnSync('git', ['rev-parse', '--short=12', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' });
  if (head.status !== 0) return null;
  const dirty = spawnSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: repoRoot, encoding: 'utf8' });
  return `${head.stdout.trim()}${dirty.status === 0 && dirty.stdout.trim() ? '-dirty' : ''}`;
}
