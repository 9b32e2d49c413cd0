import { spawnSync } from 'node:child_process';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '..', '..');
const eslintBin = path.join(repoRoot, 'node_modules', 'eslint', 'bin', 'eslint.js');

/** Lints `code` as if it lived at `file` (repo-relative); returns the messages of the api feature boundary rule. */
function boundaryErrors(file: string, code: string): string[] {
  const res = spawnSync(process.execPath, [eslintBin, '--stdin', '--stdin-filename', file, '-f', 'json'], { cwd: repoRoot, input: code, encoding: 'utf8' });
  if (!res.stdout) throw new Error(`eslint printed no report: ${res.stderr}`);
  const [report] = JSON.parse(res.stdout) as Array<{ messages: Array<{ ruleId: string | null; message: string }> }>;
  return report!.messages.filter((m) => m.ruleId === 'api-features/index-only').map((m) => m.message);
}

// One lint per process takes seconds: every case of a file goes in one text.
describe("the server's features meet only at their index.ts (eslint.config.mjs + scripts/eslint/api-features.mjs)", () => {
  test("a route file, a store and a re-export of another feature's insides are refused, each naming the index to use", () => {
    const planted = [
      "import { registerTeamRoutes } from '../baseball/team-routes';",
      "import type { GameRecord } from '../games/game-store';",
      "export { playerValue } from '../drafts/player-value';",
      'export const load = () => import(\'../leagues/league-data\');',
    ].join('\n');
    const errors = boundaryErrors('api/src/all-star/probe.ts', planted);
    expect(errors).toHaveLength(4);
    expect(errors[0]).toBe("'../baseball/team-routes' reaches into the baseball feature: import it from '../baseball' (add what you need to baseball/index.ts).");
  });

  test('allowed: another feature through its index, the platform folders file by file, the own feature, the composition at the top', () => {
    const fine = [
      "import { teamRoster } from '../games';",
      "import { leagueData } from '../leagues/index';",
      "import { users } from '../db/schema/users';",
      "import { sendError } from '../http/errors';",
      "import { helper } from './own-helper';",
    ].join('\n');
    expect(boundaryErrors('api/src/all-star/probe.ts', fine)).toEqual([]);
    expect(boundaryErrors('api/src/app.ts', "import { registerGameRoutes } from './games/play-routes';\n")).toEqual([]);
    // A platform folder is not a feature: the rule does not apply to its own imports either.
    expect(boundaryErrors('api/src/http/probe.ts', "import { x } from '../games/game-store';\n")).toEqual([]);
  });
});
