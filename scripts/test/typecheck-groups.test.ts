import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { typecheckGroups, workspacePackages, writeGroupConfigs } from '../lib/typecheck-groups.mjs';

/** `npm test` typechecks packages with the same settings in one program (scripts/lib/typecheck-groups.mjs). */

const repoRoot = path.resolve(__dirname, '../..');
const tsc = path.join(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc');
let root: string;

function write(file: string, text: string): void {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}

/** A workspace of two browser apps sharing a library, a server package with other settings and a custom typecheck. */
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'bb-typecheck-'));
  write('pnpm-workspace.yaml', 'packages:\n  - app-a\n  - app-b\n  - lib\n  - server\n  - odd\nonlyBuiltDependencies:\n  - esbuild\n');
  write('tsconfig.base.json', JSON.stringify({ compilerOptions: { strict: true, noEmit: true, lib: ['ES2023', 'DOM'], types: [], skipLibCheck: true } }));
  const plain = (name: string, compilerOptions?: object, include = ['src', '*.d.ts']) => {
    write(`${name}/package.json`, JSON.stringify({ name, scripts: { typecheck: 'tsc -p tsconfig.json' } }));
    write(`${name}/tsconfig.json`, JSON.stringify({ extends: '../tsconfig.base.json', ...(compilerOptions ? { compilerOptions } : {}), include }));
  };
  plain('app-a');
  plain('app-b');
  plain('lib', undefined, ['src']);
  plain('server', { lib: ['ES2023'] }, ['src']);
  write('odd/package.json', JSON.stringify({ name: 'odd', scripts: { typecheck: 'tsc -p tsconfig.build.json' } }));
  for (const app of ['app-a', 'app-b']) {
    write(`${app}/globals.d.ts`, 'declare const __APP_NAME__: string;\n');
    write(`${app}/src/index.ts`, `import { shout } from '../../lib/src/shout';\nexport const name: string = shout(__APP_NAME__) + document.title;\n`);
  }
  write('lib/src/shout.ts', 'export const shout = (text: string): string => text.toUpperCase();\n');
  write('server/src/main.ts', 'export const port: number = 8080;\n');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const check = () =>
  writeGroupConfigs(root, path.join(root, '.cache')).map(({ file, packages }) => ({ packages, status: spawnSync(process.execPath, [tsc, '-p', file], { encoding: 'utf8' }) }));

test('reads the packages of the workspace file', () => {
  expect(workspacePackages(root)).toEqual(['app-a', 'app-b', 'lib', 'server', 'odd']);
  expect(workspacePackages(repoRoot)).toEqual(expect.arrayContaining(['shared', 'api', 'e2e']));
});

test('groups packages whose settings are the same, leaves a custom typecheck to run as it is', () => {
  const { groups, separate } = typecheckGroups(root);
  expect(groups.map((g) => g.packages)).toEqual([['app-a', 'app-b', 'lib'], ['server']]);
  expect(separate).toEqual(['odd']);
  // The apps' identical globals.d.ts once: twice, its const would clash with itself.
  expect(groups[0]!.include.filter((file) => file.endsWith('globals.d.ts'))).toHaveLength(1);
});

test('a clean workspace passes; an error planted in one package fails its group and only its group', () => {
  expect(check().map((c) => [c.packages, c.status.status])).toEqual([[['app-a', 'app-b', 'lib'], 0], [['server'], 0]]);
  write('app-b/src/broken.ts', 'export const count: number = "three";\n');
  const [web, server] = check();
  expect(web!.status.status).not.toBe(0);
  expect(web!.status.stdout).toContain("Type 'string' is not assignable to type 'number'");
  expect(server!.status.status).toBe(0);
});

test('each group keeps its own settings: DOM code in the server package fails there', () => {
  write('server/src/page.ts', 'export const title = document.title;\n');
  const [, server] = check();
  expect(server!.status.stdout).toContain("Cannot find name 'document'");
});
