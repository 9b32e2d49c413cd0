/**
 * Club colours for team monograms, by Lahman franchise id (TeamsFranchises.franchID). Colours and initials only —
 * never a logo or wordmark. `bg` is the badge, `fg` the initials (>= 4.5:1 on bg, see the test), `ring` the rim.
 */
export interface TeamColours {
  bg: string;
  fg: string;
  ring: string;
  initials: string;
}

const c = (bg: string, fg: string, ring: string, initials: string): TeamColours => ({ bg, fg, ring, initials });

export const FRANCHISE_COLOURS: Readonly<Record<string, TeamColours>> = {
  ANA: c('#ba0021', '#ffffff', '#003263', 'A'),
  ARI: c('#a71930', '#ffffff', '#e3d4ad', 'AZ'),
  ATL: c('#13274f', '#ffffff', '#ce1141', 'A'),
  BAL: c('#df4601', '#000000', '#000000', 'B'),
  BOS: c('#bd3039', '#ffffff', '#0c2340', 'B'),
  CHC: c('#0e3386', '#ffffff', '#cc3433', 'C'),
  CHW: c('#27251f', '#ffffff', '#c4ced4', 'SOX'),
  CIN: c('#c6011f', '#ffffff', '#000000', 'C'),
  CLE: c('#0c2340', '#ffffff', '#e31937', 'C'),
  COL: c('#333366', '#ffffff', '#c4ced4', 'CR'),
  DET: c('#0c2340', '#ffffff', '#fa4616', 'D'),
  FLA: c('#000000', '#ffffff', '#00a3e0', 'M'),
  HOU: c('#002d62', '#ffffff', '#eb6e1f', 'H'),
  KCR: c('#004687', '#ffffff', '#bd9b60', 'KC'),
  LAD: c('#005a9c', '#ffffff', '#ef3e42', 'LA'),
  MIL: c('#12284b', '#ffc52f', '#ffc52f', 'M'),
  MIN: c('#002b5c', '#ffffff', '#d31145', 'TC'),
  NYM: c('#002d72', '#ffffff', '#ff5910', 'NY'),
  NYY: c('#0c2340', '#ffffff', '#c4ced3', 'NY'),
  OAK: c('#003831', '#efb21e', '#efb21e', 'A'),
  PHI: c('#e81828', '#ffffff', '#002d72', 'P'),
  PIT: c('#27251f', '#fdb827', '#fdb827', 'P'),
  SDP: c('#2f241d', '#ffc425', '#ffc425', 'SD'),
  SEA: c('#0c2c56', '#ffffff', '#005c5c', 'S'),
  SFG: c('#27251f', '#fd5a1e', '#fd5a1e', 'SF'),
  STL: c('#c41e3a', '#ffffff', '#0c2340', 'STL'),
  TBD: c('#092c5c', '#ffffff', '#8fbce6', 'TB'),
  TEX: c('#003278', '#ffffff', '#c0111f', 'T'),
  TOR: c('#134a8e', '#ffffff', '#e8291c', 'T'),
  WSN: c('#ab0003', '#ffffff', '#14225a', 'W'),
  // A few gone-but-remembered clubs of the 19th century and the Federal League.
  BLO: c('#000000', '#f58426', '#f58426', 'B'),
  PRO: c('#1b2a4a', '#ffffff', '#9aa5b8', 'P'),
  CLV: c('#5a1a2b', '#ffffff', '#c9a66b', 'C'),
  LOU: c('#b3152b', '#ffffff', '#1b2a4a', 'L'),
  DTN: c('#1b2a4a', '#ffffff', '#c8102e', 'D'),
  BFL: c('#24406e', '#ffffff', '#d7d2c4', 'B'),
  CHH: c('#0f4a8a', '#ffffff', '#b31b1b', 'CW'),
};

/** Lahman team ids of the modern majors whose franchise id differs (NYA plays as NYY, BRO as LAD, ...). */
export const TEAM_TO_FRANCHISE: Readonly<Record<string, string>> = {
  ATH: 'OAK', PHA: 'OAK', KC1: 'OAK',
  BLA: 'NYY', NYA: 'NYY',
  BRO: 'LAD', LAN: 'LAD',
  BSN: 'ATL', ML1: 'ATL',
  CAL: 'ANA', LAA: 'ANA',
  CHA: 'CHW', CHN: 'CHC',
  FLO: 'FLA', MIA: 'FLA',
  KCA: 'KCR',
  ML4: 'MIL', SE1: 'MIL',
  MLA: 'BAL', SLA: 'BAL',
  MON: 'WSN', WAS: 'WSN',
  NY1: 'SFG', SFN: 'SFG',
  NYN: 'NYM', SDN: 'SDP', SLN: 'STL', TBA: 'TBD',
  WS1: 'MIN', WS2: 'TEX',
};

/** Old homes keep the franchise colours but their own city's letters (the Brooklyn Robins are not "LA"). */
export const TEAM_INITIALS: Readonly<Record<string, string>> = {
  BRO: 'B', BSN: 'B', ML1: 'M', PHA: 'A', KC1: 'KC', SLA: 'SL', MLA: 'M', WS1: 'W', WS2: 'W', SE1: 'S', MON: 'M', BLA: 'B', NY1: 'NY',
};

const toHex = (v: number) => Math.round(v * 255).toString(16).padStart(2, '0');

/** hsl -> #rrggbb, so fallback colours can be contrast-checked like the curated ones. */
export function hslHex(h: number, s: number, l: number): string {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
  };
  return `#${toHex(f(0))}${toHex(f(8))}${toHex(f(4))}`;
}

function hash(text: string): number {
  let h = 0;
  for (const ch of text) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return h;
}

/** 'Cleveland Spiders' -> 'CS'; 'Kekionga' -> 'K'; falls back to the id's first letters. */
export function initialsOf(name: string | undefined, id: string): string {
  const words = (name ?? '').split(/\s+/).filter((w) => /^[A-Za-z]/.test(w) && !/^\d/.test(w));
  const letters = words.slice(0, 2).map((w) => (w[0] ?? '').toUpperCase()).join('');
  return letters || id.slice(0, 2).toUpperCase() || '?';
}

/**
 * The curated colours of a team (by franchise id, or by a team id that maps to one); anything else gets stable
 * colours from a hash of its id: a dark badge (white initials stay readable) and a lighter rim of the same hue.
 */
export function teamColours(ids: { franchId?: string | null; teamId?: string | null; name?: string }): TeamColours {
  const teamId = (ids.teamId ?? '').toUpperCase();
  const franchId = (ids.franchId ?? TEAM_TO_FRANCHISE[teamId] ?? teamId).toUpperCase();
  const curated = FRANCHISE_COLOURS[franchId];
  if (curated) return TEAM_INITIALS[teamId] ? { ...curated, initials: TEAM_INITIALS[teamId] } : curated;
  const key = franchId || ids.name || '?';
  const hue = hash(key) % 360;
  return { bg: hslHex(hue, 0.55, 0.26), fg: '#ffffff', ring: hslHex(hue, 0.5, 0.6), initials: initialsOf(ids.name, key) };
}
