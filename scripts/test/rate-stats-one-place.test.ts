import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// Rate statistics (AVG, OBP, SLG, OPS, ERA, WHIP, per 9, win percentage, innings from outs) are computed in one module,
// engine/src/stats/rates.ts, which the engine, the server (TypeScript and, through its formulas, SQL) and the screens
// (through @bb/shared) call. They used to be computed by hand in half a dozen places, each with its own idea of a zero
// denominator. This test reads the product's sources and fails on a rate computed by hand anywhere else.

const repoRoot = path.resolve(__dirname, '..', '..');
const THE_MODULE = 'engine/src/stats/rates.ts';

/** Hand-made rates, one test per shape (each proven to bite below). */
const NINE_INNINGS = /\b(27|9)(\.0)?\s*\*|\*\s*(27|9)(\.0)?\b/;
const HAND_MADE: ReadonlyArray<{ what: string; test: (code: string) => boolean }> = [
  {
    what: 'innings from outs (ipFromOuts, inningsNotation)',
    test: (c) => /\b\w*outs\b[^\n]*(\/|%)\s*3(\.0)?(?![\d.])|(\/|%)\s*3(\.0)?\b[^\n]*\b\w*outs\b/i.test(c),
  },
  { what: 'a per-9 rate or ERA (era, per9, pitchingRates)', test: (c) => NINE_INNINGS.test(c) && /\/|\b\w*outs\b|\bip\b|\binnings\b/i.test(c) },
  { what: 'a rate over at bats (battingAverage, sluggingPct)', test: (c) => /\/\s*(nullif\(\s*)?(sum\(\s*)?"?[\w.?]*\b(ab|AB|atBats)\b/.test(c) },
  {
    what: 'the on-base denominator (onBasePct)',
    test: (c) => /\bab"?\)?\s*\+\s*[\w.?()"]*\bbb"?\)?\s*\+\s*(coalesce\()?[\w.?()"]*\bhbp\b["),0\s]*\+\s*(coalesce\()?[\w.?()"]*\bsf\b/i.test(c),
  },
  {
    what: 'total bases (totalBases, sluggingPct)',
    test: (c) => /\b2\s*\*\s*[^+\n]*?\b(t|3B|triples)\b[^\n]*\b3\s*\*\s*[^+\n]*?\b(hr|HR|homeruns)\b/.test(c),
  },
  {
    what: 'win percentage (winPct)',
    test: (c) => /\b(w|wins|W|realWins)\b\)?\s*\/\s*(Math\.max\(\s*1\s*,\s*)?\(?\s*[\w.]*\b(w|wins|W|realWins)\b\)?\s*\+\s*[\w.(]*\b(l|losses|L|realLosses)\b/.test(c),
  },
];

/**
 * Lines that match a pattern but compute no rate statistic, each with its reason. Keyed by file and the line's text
 * (trimmed), so an edit to the line asks for a new look.
 */
const NOT_RATES: ReadonlyArray<{ file: string; line: string; why: string }> = [
  {
    file: 'api/src/leagues/league-data.ts',
    line: "return { roster: squadRoster(r, teams[i] as TeamRow, depths[i] as ResolvedDepth), G: games, IPouts: p?.ipOuts || 27 * games, season };",
    why: 'outs of a season of nine-inning games, a count',
  },
  {
    file: 'api/src/baseball/league-routes.ts',
    line: '? `HAVING sum("AB") + sum("BB") + coalesce(sum("HBP"),0) + coalesce(sum("SF"),0) + coalesce(sum("SH"),0) >= ${Math.floor(3.1 * teamGames)}`',
    why: 'plate appearances (a count) for the leaders qualification',
  },
  {
    file: 'engine/src/season/simulate-season.ts',
    line: 'b.pa += l.ab + l.bb + l.hbp + l.sf; b.ab += l.ab; b.h += l.h; b.d += l.d; b.t += l.t; b.hr += l.hr; b.bb += l.bb; b.hbp += l.hbp; b.sf += l.sf; b.so += l.so;',
    why: 'plate appearances summed for the season totals, a count',
  },
  { file: 'engine/src/cards/batting-side.ts', line: 'const pa = line.AB + line.BB + line.HBP + line.SF;', why: "plate appearances, the card's sample size" },
  { file: 'engine/src/cards/league-context.ts', line: 'const pa = l.AB + l.BB + l.HBP + l.SF;', why: "plate appearances, the league's sample size" },
  {
    file: 'engine/src/cards/pitching-side.ts',
    line: 'const bfPerOut = IPouts > 0 ? bf / IPouts : 4.3 / 3;',
    why: 'batters faced per out, for endurance (a card rating)',
  },
];

const ROOTS = ['engine/src', 'api/src', 'shared/src', 'contract/src', 'host/src', ...readdirSync(repoRoot).filter((d) => d.startsWith('mfe-')).map((d) => `${d}/src`)];
const isTest = (file: string) => /\.test\.tsx?$|[\\/](test|test-support|testing)[\\/]|test-fixtures\.tsx?$/.test(file);

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' ? [] : sources(full);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [full] : [];
  });
}

/** Comments explain formulas in words and symbols: only code counts. */
const codeOf = (line: string) => line.replace(/\/\/.*$/, '').replace(/^\s*(\*|\/\*\*?).*$/, '');

function handMadeRates(file: string, text: string): string[] {
  const found: string[] = [];
  text.split('\n').forEach((raw, i) => {
    const code = codeOf(raw);
    const hit = HAND_MADE.find((h) => h.test(code));
    if (!hit) return;
    if (NOT_RATES.some((n) => n.file === file && n.line === raw.trim())) return;
    found.push(`${file}:${i + 1}: ${hit.what}: ${raw.trim()}`);
  });
  return found;
}

describe('rate statistics are computed in one place (engine/src/stats/rates.ts)', () => {
  test('no product source computes a rate by hand', () => {
    const files = ROOTS.filter((r) => statSync(path.join(repoRoot, r), { throwIfNoEntry: false })?.isDirectory())
      .flatMap((r) => sources(path.join(repoRoot, r)))
      .map((f) => path.relative(repoRoot, f).split(path.sep).join('/'))
      .filter((f) => f !== THE_MODULE && !isTest(f));
    expect(files.length).toBeGreaterThan(500);
    expect(files.flatMap((f) => handMadeRates(f, readFileSync(path.join(repoRoot, f), 'utf8')))).toEqual([]);
  });

  test('every allowed exception still exists (a stale entry would hide nothing and mislead)', () => {
    for (const n of NOT_RATES) expect(readFileSync(path.join(repoRoot, n.file), 'utf8').split('\n').map((l) => l.trim())).toContain(n.line);
  });

  // The patterns must bite: the hand-made forms the module replaced, one per line.
  test.each([
    ['ip: l.outs / 3,'],
    ['return `${Math.floor(outs / 3)}.${outs % 3}`;'],
    ["ip: 'sum(\"IPouts\") / 3.0',"],
    ['formatInnings(outs / 3)'],
    ["era: outs > 0 ? (n(pitching, 'ER') * 27) / outs : null,"],
    ['era: ip ? round2((9 * p.er) / ip) : 0,'],
    ["era: 'sum(\"ER\") * 27.0 / nullif(sum(\"IPouts\"), 0)',"],
    ['const per9 = (v: number) => ratio(v * 27, outs);'],
    ['const avg = b.ab ? b.h / b.ab : 0;'],
    ["avg: 'sum(\"H\")::float / nullif(sum(\"AB\"), 0)',"],
    ["real: await bat('round(t.h::numeric / nullif(t.ab, 0), 3)', 'DESC'),"],
    ['const obpDen = b.ab + b.bb + b.hbp + b.sf;'],
    ["const OBP = 'sum(\"H\") / nullif(sum(\"AB\") + sum(\"BB\") + coalesce(sum(\"HBP\"),0) + coalesce(sum(\"SF\"),0), 0)';"],
    ['const tb = h + n(batting, \'2B\') + 2 * n(batting, \'3B\') + 3 * n(batting, \'HR\');'],
    ['const tb = b.h + b.d + 2 * b.t + 3 * b.hr;'],
    ['winPercentage: t.wins + t.losses > 0 ? t.wins / (t.wins + t.losses) : null,'],
    ['const pct = (t: NostalgiaTeam) => t.wins / Math.max(1, t.wins + t.losses);'],
    ['const realPct = (team: Team) => team.realWins / Math.max(1, team.realWins + team.realLosses);'],
  ])('catches %s', (line) => {
    expect(handMadeRates('api/src/example.ts', line)).toHaveLength(1);
  });

  test.each([
    ['const column = (roll.d6 - 1) % 3;'],
    ['return over < 0 ? 0 : Math.min(4, 1 + Math.floor(over / 3));'],
    ['// ERA is 27 * ER / outs'],
    ['era: era(p), whip: whip(p), ip: ipFromOuts(p.outs),'],
  ])('lets %s be', (line) => {
    expect(handMadeRates('api/src/example.ts', line)).toEqual([]);
  });
});
