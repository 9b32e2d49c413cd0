import path from 'node:path';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const webpack = require('webpack');

/** A compilation as the tooling tests read it: the plugin hooks they tap. */
export interface ProbedCompilation {
  hooks: { afterSeal: { tap(name: string, fn: () => void): void } };
}

/**
 * Builds `config` with the webpack the apps build with and resolves once it is written; rejects with webpack's own
 * report on any error. `probe`, when given, is called with the compilation so a test can read what a plugin sees.
 */
export function runWebpack(config: Record<string, unknown>, probe?: (compilation: ProbedCompilation) => void): Promise<void> {
  const plugins = [...((config.plugins as unknown[]) ?? [])];
  if (probe) plugins.push({ apply: (c: { hooks: { thisCompilation: { tap(name: string, fn: typeof probe): void } } }) => c.hooks.thisCompilation.tap('probe', probe) });
  const compiler = webpack({ mode: 'production', infrastructureLogging: { level: 'error' }, ...config, plugins });
  return new Promise((resolve, reject) =>
    compiler.run((error: Error | null, stats: { hasErrors(): boolean; toString(): string }) => {
      compiler.close(() => undefined);
      if (error || stats.hasErrors()) reject(error ?? new Error(stats.toString()));
      else resolve();
    }),
  );
}

/** Builds a plugin test's fixture: `dir/index.js` into `dir/dist`, chunks named as `chunkFilename` says. */
export function buildFixture(
  dir: string,
  { chunkFilename = '[name].js', plugins = [] }: { chunkFilename?: string; plugins?: unknown[] } = {},
  probe?: (compilation: ProbedCompilation) => void,
): Promise<void> {
  return runWebpack({ context: dir, entry: { main: path.join(dir, 'index.js') }, output: { path: path.join(dir, 'dist'), filename: '[name].js', chunkFilename }, plugins }, probe);
}
