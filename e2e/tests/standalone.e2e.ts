import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { repoRoot } from '../support/paths';

let browser: Browser;
let devServer: ChildProcess | null = null;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  devServer?.kill('SIGTERM');
  await browser.close();
});

test('a remote runs alone in its minimal dev shell, without the host', async () => {
  const port = await freePort();
  devServer = spawn(
    process.execPath,
    [path.join(repoRoot, 'node_modules', 'webpack', 'bin', 'webpack.js'), 'serve', '--config', 'webpack.config.cjs', '--mode', 'development', '--port', String(port), '--host', '127.0.0.1'],
    { cwd: path.join(repoRoot, 'mfe-gotd'), stdio: ['ignore', 'pipe', 'pipe'] },
  );
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`dev server did not compile in 90 s:\n${output}`)), 90_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (/compiled successfully/.test(output)) {
        clearTimeout(timer);
        resolve();
      }
      if (/compiled with \d+ error/.test(output)) reject(new Error(output));
    };
    devServer?.stdout?.on('data', onData);
    devServer?.stderr?.on('data', onData);
  });

  const page = await browser.newPage();
  await page.goto(`http://127.0.0.1:${port}/leaderboard`);
  await page.locator('h1', { hasText: 'Leaderboard' }).waitFor({ timeout: 20_000 });
  await page.getByRole('link', { name: 'Today' }).click();
  await page.locator('h1', { hasText: 'Today' }).waitFor();
  expect(await page.locator('[data-remote="mfe_gotd"]').count()).toBe(1);
  // Standalone: no host shell around it.
  expect(await page.getByRole('link', { name: 'Home' }).count()).toBe(0);
  await page.close();
});
