import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GAME_MODES, LEAGUE_KINDS, LEAGUE_MODES, leagueMode } from '@bb/contract';
import { MODE_POLICIES } from '../src/games/mode-policy';

/**
 * The league-mode table (contract/src/league-modes.ts) is the one place a mode is defined: every kind the database
 * stores has its row, every mode's create goes through `createLeague`, and the league core asks the table, never a
 * kind by name.
 */
const SRC = join(__dirname, '..', 'src');
const read = (path: string) => readFileSync(join(SRC, path), 'utf8');

function sourceFiles(dir: string): string[] {
  return readdirSync(join(SRC, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

const quotedKinds = (text: string) => [...text.matchAll(/'([a-z-]+)'/g)].map((m) => m[1]!);

/** `x.kind === 'draft'`, `kind !== "season"`, `'tournament' == league.kind`: a league kind asked for by name. */
function kindComparisons(code: string): string[] {
  const kinds = LEAGUE_KINDS.join('|');
  const compare = '[!=]==?';
  const pattern = new RegExp(`\\bkind\\s*${compare}\\s*['"\`](${kinds})['"\`]|['"\`](${kinds})['"\`]\\s*${compare}\\s*[\\w.?]*\\bkind\\b`, 'g');
  return [...code.matchAll(pattern)].map((m) => m[0]);
}

describe('league modes', () => {
  const schema = read('db/schema/leagues.ts');

  it('has a row for every league kind the leagues table stores, each under its own key', () => {
    const documented = /\/\*\*([^*]*)\*\/\s*kind: text\('kind'\)/.exec(schema);
    expect(documented).not.toBeNull();
    expect(quotedKinds(documented![1]!).sort()).toEqual([...LEAGUE_KINDS].sort());
    for (const kind of LEAGUE_KINDS) expect(leagueMode(kind).kind).toBe(kind);
    expect(() => leagueMode('bowling')).toThrow("No league mode for kind 'bowling'");
  });

  it('names leagues per owner exactly where the unique indexes do', () => {
    const ownerIndex = /uniqueIndex\('leagues_owner_name_unique'\)[^\n]*IN \(([^)]*)\)/.exec(schema);
    const siteIndex = /uniqueIndex\('leagues_name_unique'\)[^\n]*NOT IN \(([^)]*)\)/.exec(schema);
    const ownerNamed = LEAGUE_KINDS.filter((kind) => LEAGUE_MODES[kind].names === 'owner').sort();
    expect(quotedKinds(ownerIndex![1]!).sort()).toEqual(ownerNamed);
    expect(quotedKinds(siteIndex![1]!).sort()).toEqual(ownerNamed);
  });

  it("plays every mode's games under a game mode with a policy", () => {
    for (const kind of LEAGUE_KINDS) {
      expect(GAME_MODES).toContain(LEAGUE_MODES[kind].gameMode);
      expect(MODE_POLICIES[LEAGUE_MODES[kind].gameMode].access).toBe('subscribers');
    }
  });

  it("creates every mode's leagues through the one createLeague, which alone inserts a league", () => {
    const files = sourceFiles('.');
    const created = files.flatMap((file) => [...read(file).matchAll(/\bcreateLeague\(\s*database,\s*\w+,\s*'([a-z]+)'/g)].map((m) => m[1]!));
    expect(created.sort()).toEqual([...LEAGUE_KINDS].sort());
    const inserting = files.filter((file) => /\.insert\(leagues\)/.test(read(file)));
    expect(inserting).toEqual([join('leagues', 'create-league.ts')]);
  });

  it('finds a kind asked for by name, however it is written', () => {
    const planted = [
      "if (league.kind === 'draft') return;",
      'const x = row.kind !== "season";',
      "return 'tournament' == league?.kind ? 1 : 2;",
      "const same = league.kind === other.kind; const mode = status === 'draft';",
    ].join('\n');
    expect(kindComparisons(planted)).toEqual(["kind === 'draft'", 'kind !== "season"', "'tournament' == league?.kind"]);
  });

  it('leaves the league core free of kinds asked for by name: it reads the table', () => {
    const found = sourceFiles('leagues').flatMap((file) => kindComparisons(read(file)).map((hit) => `${file}: ${hit}`));
    expect(found).toEqual([]);
  });

  it('keeps the league core from importing a mode of its own', () => {
    const modes = ['drafts', 'tournaments', 'seasons', 'nostalgia'];
    const found = sourceFiles('leagues').filter((file) => modes.some((mode) => read(file).includes(`from '../${mode}`)));
    expect(found).toEqual([]);
  });
});
