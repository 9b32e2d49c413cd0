/** Reads what `scripts/record-howto.mjs` wrote under <DATA_DIR>/howto (see README.md). */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { HOWTO_FRAME_PATTERN, HOWTO_MODE_PATTERN, type HowToManifest, type HowToRecording } from '@bb/contract';

export const EMPTY_MANIFEST: HowToManifest = { recordedAt: null, build: null, modes: [] };

/** The recordings folder of a server whose PGlite data sits in `dataDir`; null when that is in memory (tests). */
export function howToDirOf(dataDir: string | undefined): string | null {
  if (!dataDir || dataDir.startsWith('memory://')) return null;
  return path.join(dataDir, 'howto');
}

const text = (value: unknown, max: number): string | null => (typeof value === 'string' && value.length <= max ? value : null);

/**
 * The manifest as the page may trust it: only modes and frames whose names the media route would serve, so a
 * hand-edited or half-written file never makes the page ask for something that answers 404. Unreadable → empty.
 */
export async function readManifest(dir: string | null): Promise<HowToManifest> {
  if (!dir) return EMPTY_MANIFEST;
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8'));
  } catch {
    return EMPTY_MANIFEST;
  }
  if (!raw || typeof raw !== 'object') return EMPTY_MANIFEST;
  const record = raw as Record<string, unknown>;
  const modes: HowToRecording[] = [];
  for (const entry of Array.isArray(record.modes) ? (record.modes as unknown[]) : []) {
    if (!entry || typeof entry !== 'object') continue;
    const { mode, title, frames } = entry as Record<string, unknown>;
    if (typeof mode !== 'string' || !HOWTO_MODE_PATTERN.test(mode)) continue;
    const kept = (Array.isArray(frames) ? (frames as unknown[]) : []).flatMap((frame) => {
      const f = (frame ?? {}) as Record<string, unknown>;
      const file = text(f.file, 12);
      return file && HOWTO_FRAME_PATTERN.test(file) ? [{ file, caption: text(f.caption, 500) ?? '' }] : [];
    });
    if (kept.length > 0) modes.push({ mode, title: text(title, 200) ?? mode, frames: kept });
  }
  return { recordedAt: text(record.recordedAt, 40), build: text(record.build, 200), modes };
}

export interface MediaFile {
  body: Buffer;
  etag: string;
}

/**
 * One frame, or null for anything but an existing <mode>/<NN>.jpg: names are checked against the patterns before
 * they touch the file system, so "..", slashes and encoded separators never build a path.
 */
export async function readMedia(dir: string | null, mode: string, file: string): Promise<MediaFile | null> {
  if (!dir || !HOWTO_MODE_PATTERN.test(mode) || !HOWTO_FRAME_PATTERN.test(file)) return null;
  const full = path.join(dir, mode, file);
  try {
    const info = await stat(full);
    if (!info.isFile()) return null;
    return { body: await readFile(full), etag: `"${info.size.toString(36)}-${Math.floor(info.mtimeMs).toString(36)}"` };
  } catch {
    return null;
  }
}
