import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { LAHMAN_TABLES } from '../lahman/table-specs';
import { parseTable } from '../lahman/parse-table';

/** Chadwick Bureau's Baseball Databank (the Lahman tables as CSV); LAHMAN_RELEASE_URL points elsewhere. */
export const DEFAULT_RELEASE = 'https://raw.githubusercontent.com/chadwickbureau/baseballdatabank/master/core';

/**
 * Downloads the nine tables from `base` into `target`. Every file is fetched
 * and checked with the importer's parser before any file in `target` is
 * replaced, so a broken download leaves the previous data as it was.
 */
export async function fetchRelease(base: string, target: string, log: (m: string) => void = () => undefined): Promise<Record<string, number>> {
  const root = base.replace(/\/+$/, '');
  mkdirSync(path.dirname(target), { recursive: true });
  const staging = mkdtempSync(`${target}.download-`);
  const counts: Record<string, number> = {};
  try {
    for (const spec of LAHMAN_TABLES) {
      const url = `${root}/${spec.file}`;
      const response = await fetch(url);
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      const text = await response.text();
      counts[spec.file] = parseTable(spec, text).length;
      writeFileSync(path.join(staging, spec.file), text);
      log(`${url}: ${counts[spec.file]} rows`);
    }
    mkdirSync(target, { recursive: true });
    for (const spec of LAHMAN_TABLES) renameSync(path.join(staging, spec.file), path.join(target, spec.file));
    return counts;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}
