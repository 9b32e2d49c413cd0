import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { APP_ROUTES, pathTo, paths } from '../../contract/src/index';

// Page paths with parameters are built from the route table by the contract's builders (contract/src/access/
// page-paths.ts), never by hand: they used to be written in four or five places per page and drifted apart (a
// pregame link with the schedule id where the game id belongs, a play path without its `play` segment). This test
// reads the product's sources and fails on a page path with a parameter written by hand anywhere else.

const repoRoot = path.resolve(__dirname, '..', '..');
const SOURCE_DIRS = ['host/src', 'mfe-account/src', 'mfe-gameplay/src', 'mfe-gotd/src', 'mfe-leagues/src', 'mfe-tournaments/src', 'shared/src', 'api/src'];

/** Each page's first path segment ('game', 'stats-and-ratings', …): a hand-built path starts with one of them. */
const FIRST_SEGMENTS = [...new Set(APP_ROUTES.map((r) => r.path.split('/')[1]).filter((s): s is string => Boolean(s)))];
const alternatives = FIRST_SEGMENTS.map((s) => s.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')).join('|');
/** `/game/single/${id}` in a template, or '/game/single/' + id: a page path and a value glued together by hand. */
const HAND_BUILT = new RegExp(`\`/(${alternatives})(/[^\`]*)?\\$\\{|['"\`]/(${alternatives})/[^'"\`]*['"\`]\\s*\\+`);

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(repoRoot, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' || entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(rel);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [rel] : [];
  });
}

function handBuilt(): string[] {
  return SOURCE_DIRS.flatMap(sourceFiles).flatMap((file) =>
    readFileSync(path.join(repoRoot, file), 'utf8')
      .split('\n')
      .flatMap((line, i) => (HAND_BUILT.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
  );
}

describe('page paths come from the route table (contract/src/access/page-paths.ts)', () => {
  test('no page path with a parameter is built by hand in the apps, shared/ or the server', () => {
    expect(handBuilt()).toEqual([]);
  });

  test('the scan catches the shapes it looks for, and leaves fixed paths and API paths alone', () => {
    for (const line of ['navigate(`/game/single/${id}/result`)', "const p = '/draft-league/' + id;", 'link: `/stats-and-ratings/players/${p}?year=1927`']) {
      expect({ line, caught: HAND_BUILT.test(line) }).toEqual({ line, caught: true });
    }
    for (const line of ["navigate('/game/history')", 'fetch(`/api/leagues/${id}`)', "to: '/lobby'", '`/gameplay/${x}`']) {
      expect({ line, caught: HAND_BUILT.test(line) }).toEqual({ line, caught: false });
    }
  });

  test('every named builder gives a path of the route table, parameters encoded, queries added', () => {
    const built = [
      paths.singleGame.play('g-1'),
      paths.headToHead.setup('g 2', { invite: 'abc' }),
      paths.historical.pregame({ leagueId: 4, scheduleId: 17 }),
      paths.historical.pregame({ leagueId: 4, scheduleId: 17, gameId: 'x' }),
      paths.draft.home(9),
      paths.draft.liveDraft(9, { invite: 't' }),
      paths.season.play(3, 'g'),
      paths.season.pregame(3, 12),
      paths.season.accuracy(),
      paths.tournament.play('g', 5),
      paths.player('ruthba01', { year: 1927 }),
      paths.allStar.setup(null),
    ];
    expect(built).toEqual([
      '/game/single/g-1/play',
      '/game/head-to-head/g%202?invite=abc',
      '/game/historical-league/pregame-summary/league/4/schedule/17/game/new',
      '/game/historical-league/pregame-summary/league/4/schedule/17/game/x',
      '/draft-league/9',
      '/live-draft/9?invite=t',
      '/season/schedules/3/game/g/play?league=3',
      '/season/schedules/3/game/12/pregame',
      '/season/accuracy',
      '/tournament/g/play?league=5',
      '/stats-and-ratings/players/ruthba01?year=1927',
      '/all-star-game/setup',
    ]);
    const patterns = APP_ROUTES.map((r) => r.path);
    for (const p of built) expect({ p, known: patterns.some((pattern) => matches(pattern, p)) }).toEqual({ p, known: true });
  });

  test('a pattern without a value for a required parameter is refused (that it does not compile: contract/src/access/page-paths.test.ts)', () => {
    expect(() => pathTo('/game/single/:gameId/play', {} as { gameId: string })).toThrow('/game/single/:gameId/play: no value for :gameId');
  });
});

function matches(pattern: string, built: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const got = built.split('?')[0]!.split('/').filter(Boolean);
  const walk = (w: number, g: number): boolean => {
    if (w === want.length) return g === got.length;
    const seg = want[w]!;
    if (seg.endsWith('?') && walk(w + 1, g)) return true;
    if (g === got.length) return false;
    return (seg.startsWith(':') || seg === got[g]) && walk(w + 1, g + 1);
  };
  return walk(0, 0);
}
