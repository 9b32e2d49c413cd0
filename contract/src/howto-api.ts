/**
 * How To (`/howToVideos`, issue 21 item 6): recorded demonstrations of the real screens. Under `/api`, public (the
 * frames are shown with <img>, which sends no Authorization header; they show only what any subscriber sees).
 *
 * | method and path                    | answer                                                            |
 * |------------------------------------|-------------------------------------------------------------------|
 * | GET /howto/manifest                | { data: HowToManifest } (modes: [] when nothing is recorded yet)  |
 * | GET /howto/media/:mode/:file       | image/jpeg; 404 for a name outside HOWTO_MODE_PATTERN / HOWTO_FRAME_PATTERN or a missing file |
 *
 * The frames show real Lahman player names, so they are data, never committed: `scripts/record-howto.mjs` records
 * them from a running server into `<DATA_DIR>/howto/<mode>/NN.jpg` with `<DATA_DIR>/howto/manifest.json`.
 */

/** The guides of the page, in its order; a recording exists for some of them (see the manifest). */
export const HOWTO_MODES = [
  'exhibition',
  'gotd',
  'historical-league',
  'draft-league',
  'season',
  'all-star',
  'nostalgia',
  'tournament',
  'stats',
  'head-to-head',
] as const;
export type HowToMode = (typeof HOWTO_MODES)[number];

/** A recording's folder name: lower-case words joined by dashes. */
export const HOWTO_MODE_PATTERN = /^[a-z][a-z0-9-]{0,39}$/;
/** A frame's file name: two or three digits and .jpg (01.jpg ... 999.jpg). */
export const HOWTO_FRAME_PATTERN = /^[0-9]{2,3}\.jpg$/;

export interface HowToFrame {
  /** File name inside the mode's folder, e.g. "01.jpg"; served at /api/howto/media/<mode>/<file>. */
  file: string;
  caption: string;
}

export interface HowToRecording {
  /** Usually one of HOWTO_MODES; a recording of a mode the page does not know yet is ignored. */
  mode: string;
  title: string;
  frames: HowToFrame[];
}

export interface HowToManifest {
  /** ISO instant of the recording; null when nothing has been recorded. */
  recordedAt: string | null;
  /** The build of the apps the frames were recorded from (the recorder compares it to decide to re-record). */
  build: string | null;
  modes: HowToRecording[];
}

export const howToMediaPath = (mode: string, file: string): string => `/api/howto/media/${encodeURIComponent(mode)}/${encodeURIComponent(file)}`;
