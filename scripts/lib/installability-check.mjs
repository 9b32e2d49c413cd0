// Lighthouse 12 dropped the PWA category and its installable-manifest audit, so scripts/bench-lighthouse.mjs asks
// Chromium itself (CDP Page.getInstallabilityErrors, the check behind the browser's install prompt) once the service
// worker controls the page.
/* global navigator -- these names are read inside page.evaluate(), in the browser */
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from './pnpm.mjs';

const require = createRequire(path.join(repoRoot, 'package.json'));

/** Chromium's own installability verdict on `url`, with the manifest and service worker it found. */
export async function checkInstallability(url, chromePath) {
  const { chromium } = require('playwright-core');
  // A persistent profile: Chromium never reports an incognito context as installable.
  const profile = mkdtempSync(path.join(tmpdir(), 'bb-lighthouse-profile-'));
  const browser = await chromium.launchPersistentContext(profile, { executablePath: chromePath, headless: true, viewport: { width: 390, height: 844 }, args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] });
  try {
    const page = await browser.newPage();
    await page.goto(url);
    const sw = await page.evaluate(async () => {
      const reg = await Promise.race([navigator.serviceWorker.ready, new Promise((r) => setTimeout(() => r(null), 15_000))]);
      return reg ? { scope: reg.scope, scriptURL: reg.active?.scriptURL ?? null } : null;
    });
    await page.reload(); // now controlled by the worker
    const cdp = await browser.newCDPSession(page);
    const { installabilityErrors: errors = [] } = await cdp.send('Page.getInstallabilityErrors');
    const manifest = await cdp.send('Page.getAppManifest');
    const parsed = manifest.data ? JSON.parse(manifest.data) : null;
    const controlled = await page.evaluate(() => Boolean(navigator.serviceWorker.controller));
    return {
      method: 'Chromium CDP Page.getInstallabilityErrors after the service worker took control',
      installable: errors.length === 0 && controlled,
      installabilityErrors: errors.map((e) => e.errorId),
      manifestUrl: manifest.url,
      manifestErrors: manifest.errors?.map((e) => e.message) ?? [],
      manifest: parsed && { name: parsed.name, start_url: parsed.start_url, display: parsed.display, icons: parsed.icons?.map((i) => `${i.sizes} ${i.purpose ?? 'any'}`) },
      serviceWorker: sw,
      controlled,
    };
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
