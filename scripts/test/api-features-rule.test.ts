import { ruleMessages, stopLintServer } from './support/lint-as';

/** The messages of api-features/index-only for `code` as if it lived at `file` (repo-relative). */
const boundaryErrors = (file: string, code: string) => ruleMessages('api-features/index-only', file, code);

afterAll(stopLintServer);

// Every case of a file goes in one text.
describe("the server's features meet only at their index.ts (eslint.config.mjs + scripts/eslint/api-features.mjs)", () => {
  test("a route file, a store and a re-export of another feature's insides are refused, each naming the index to use", async () => {
    const planted = [
      "import { registerTeamRoutes } from '../baseball/team-routes';",
      "import type { GameRecord } from '../games/game-store';",
      "export { playerValue } from '../drafts/player-value';",
      'export const load = () => import(\'../leagues/league-data\');',
    ].join('\n');
    const errors = await boundaryErrors('api/src/all-star/probe.ts', planted);
    expect(errors).toHaveLength(4);
    expect(errors[0]).toBe("'../baseball/team-routes' reaches into the baseball feature: import it from '../baseball' (add what you need to baseball/index.ts).");
  });

  test('allowed: another feature through its index, the platform folders file by file, the own feature, the composition at the top', async () => {
    const fine = [
      "import { teamRoster } from '../games';",
      "import { leagueData } from '../leagues/index';",
      "import { users } from '../db/schema/users';",
      "import { sendError } from '../http/errors';",
      "import { helper } from './own-helper';",
    ].join('\n');
    expect(await boundaryErrors('api/src/all-star/probe.ts', fine)).toEqual([]);
    expect(await boundaryErrors('api/src/app.ts', "import { registerGameRoutes } from './games/play-routes';\n")).toEqual([]);
    // A platform folder is not a feature: the rule does not apply to its own imports either.
    expect(await boundaryErrors('api/src/http/probe.ts', "import { x } from '../games/game-store';\n")).toEqual([]);
  });
});
