// Lighthouse 12 through its Node API against a Chromium we launch ourselves with a remote debugging port, so a
// page that needs a logged-in user can be measured: the session (the web app keeps it in localStorage under
// `authToken`, shared/src/auth/auth-storage.ts) is written into the profile first. Lighthouse's storage reset stays
// on, so every run is a cold load (HTTP cache, service workers and Cache Storage are cleared); its default
// `clearStorageTypes` leave localStorage alone, which keeps the session.
/* global window -- read inside page.evaluate(), in the browser */
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from './pnpm.mjs';

const require = createRequire(path.join(repoRoot, 'package.json'));
const lighthouseDir = path.dirname(require.resolve('lighthouse/package.json'));
const { launch } = createRequire(path.join(lighthouseDir, 'package.json'))('chrome-launcher');
const FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/** A Chromium with its own profile; `authRecord` (or none, for a guest) is stored for `baseUrl` before any run. */
export async function launchChromium({ chromePath, baseUrl, authRecord = null }) {
  const profile = mkdtempSync(path.join(tmpdir(), 'bb-lighthouse-profile-'));
  const chrome = await launch({ chromePath, chromeFlags: FLAGS, userDataDir: profile, logLevel: 'error' });
  if (authRecord) {
    const { chromium } = require('playwright-core');
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const page = await browser.contexts()[0].newPage();
    // A small same-origin file: the shell would start its own requests.
    await page.goto(`${baseUrl}/manifest.webmanifest`);
    await page.evaluate((record) => window.localStorage.setItem('authToken', JSON.stringify(record)), authRecord);
    await page.close();
    await browser.close();
  }
  return {
    port: chrome.port,
    close: async () => {
      await chrome.kill();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * One Lighthouse run of `url` on `port` as `formFactor` ('mobile' with Lighthouse's default throttling, or 'desktop').
 * A run whose trace failed (NO_NAVSTART, NO_FCP on a busy machine: Lighthouse's own advice is to run again) is
 * retried up to twice.
 */
export async function runLighthouse(url, port, formFactor, { cpuSlowdown = null, attempts = 3 } = {}) {
  const { default: lighthouse } = await import('lighthouse');
  const config = formFactor === 'desktop' ? (await import('lighthouse/core/config/desktop-config.js')).default : undefined;
  const flags = { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices'] };
  // Mobile only: the desktop preset does not slow the CPU.
  if (cpuSlowdown && formFactor === 'mobile') flags.throttling = { cpuSlowdownMultiplier: cpuSlowdown };
  const result = await lighthouse(url, flags, config);
  if (!result?.lhr) throw new Error(`lighthouse gave no report for ${url}`);
  if (!result.lhr.runtimeError) return result.lhr;
  const message = `lighthouse ${formFactor} ${url}: ${result.lhr.runtimeError.message}`;
  if (attempts <= 1) throw new Error(message);
  console.log(`[lighthouse] ${message}; running again`);
  return runLighthouse(url, port, formFactor, { cpuSlowdown, attempts: attempts - 1 });
}

const score = (lhr, id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
const numeric = (lhr, id) => (lhr.audits[id]?.numericValue == null ? null : Math.round(lhr.audits[id].numericValue * 1000) / 1000);
const display = (lhr, id) => lhr.audits[id]?.displayValue ?? null;

/** What the largest contentful paint was, as Lighthouse names the element. */
function lcpElement(lhr) {
  const items = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const node = items.flatMap((item) => item.items ?? [item]).find((item) => item.node)?.node;
  return node ? { selector: node.selector ?? null, snippet: node.snippet ?? null } : null;
}

/** The figures the bench keeps from one report: scores, metrics (ms / unitless, plus display strings), what failed. */
export function summarise(lhr) {
  const failing = (category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1)
      .map((ref) => ref.id);
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    lcp: numeric(lhr, 'largest-contentful-paint'),
    tbt: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    fcp: numeric(lhr, 'first-contentful-paint'),
    display: {
      lcp: display(lhr, 'largest-contentful-paint'), tbt: display(lhr, 'total-blocking-time'), cls: display(lhr, 'cumulative-layout-shift'),
      fcp: display(lhr, 'first-contentful-paint'), si: display(lhr, 'speed-index'),
    },
    lcpElement: lcpElement(lhr),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    cpuSlowdown: lhr.configSettings?.throttling?.cpuSlowdownMultiplier ?? null,
    finalUrl: lhr.finalDisplayedUrl ?? null,
    failingAudits: { performance: failing('performance'), accessibility: failing('accessibility'), bestPractices: failing('best-practices') },
  };
}
