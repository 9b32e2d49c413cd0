import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as routerShare from '../../shared/src/navigation/router-share';

// Federation serves 'react-router-dom' from router-share.ts in the browser, while TypeScript and jest read the real
// package: a name the apps import that the share lacks would typecheck, pass every unit test and be undefined in the
// browser. This walks the apps' and shared's sources for every value they import from react-router-dom.
const repoRoot = path.resolve(__dirname, '..', '..');
const SOURCE_ROOTS = ['host/src', 'shared/src', 'mfe-gameplay/src', 'mfe-leagues/src', 'mfe-tournaments/src', 'mfe-gotd/src', 'mfe-account/src'];
const IMPORT = /import\s+(type\s+)?(\*\s+as\s+\w+|\{([^}]*)\})\s+from\s+'react-router-dom'/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Value names imported from react-router-dom in `code`; a namespace import is reported as '*'. */
function routerImports(code: string): string[] {
  const names: string[] = [];
  for (const m of code.matchAll(IMPORT)) {
    if (m[1]) continue;
    if (!m[3]) {
      names.push('*');
      continue;
    }
    for (const spec of m[3].split(',').map((s) => s.trim())) {
      if (!spec || spec.startsWith('type ')) continue;
      names.push(spec.split(/\s+as\s+/)[0]!.trim());
    }
  }
  return names;
}

test('the import scanner reads named, renamed, multi-line and type-only imports', () => {
  const code = "import { Link, type Location, useNavigate as go,\n  Routes } from 'react-router-dom';\nimport type { Navigator } from 'react-router-dom';\n";
  expect(routerImports(code)).toEqual(['Link', 'useNavigate', 'Routes']);
  expect(routerImports("import * as rr from 'react-router-dom';")).toEqual(['*']);
});

/** Each value name imported from react-router-dom anywhere in the sources, with the first file importing it. */
function usedNames(): Map<string, string> {
  const used = new Map<string, string>();
  for (const root of SOURCE_ROOTS) {
    for (const file of sourceFiles(path.join(repoRoot, root))) {
      for (const name of routerImports(readFileSync(file, 'utf8'))) if (!used.has(name)) used.set(name, path.relative(repoRoot, file));
    }
  }
  return used;
}

// The sources are read once for both checks below.
const used = usedNames();

test('every value any app imports from react-router-dom is in the federated router share', () => {
  expect(used.size).toBeGreaterThan(5);
  const missing = [...used].filter(([name]) => !(name in routerShare)).map(([name, file]) => `${name} (${file})`);
  expect(missing).toEqual([]);
});

test('the share holds nothing no app uses, so the browser downloads nothing it does not run', () => {
  expect(Object.keys(routerShare).filter((name) => !used.has(name))).toEqual([]);
});
