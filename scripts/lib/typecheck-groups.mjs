// The typecheck of `npm test` in as few TypeScript programs as the packages' settings allow. Each package's own
// `tsc -p tsconfig.json` also checks every workspace source it imports, so @bb/shared was checked once per app, seven
// times in all. Packages whose compilerOptions are the same are checked together in one program here (the browser
// packages in one, engine and api in another): every file once per set of settings, the same errors found.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const PLAIN_TYPECHECK = 'tsc -p tsconfig.json';

/** The workspace's packages, in pnpm-workspace.yaml's order. */
export function workspacePackages(root) {
  const yaml = readFileSync(path.join(root, 'pnpm-workspace.yaml'), 'utf8');
  const block = yaml.split(/^packages:\s*$/m)[1] ?? '';
  const names = [];
  for (const line of block.split('\n')) {
    const item = /^\s+-\s+["']?([^"'\s]+)["']?\s*$/.exec(line);
    if (item) names.push(item[1]);
    else if (/^\S/.test(line)) break;
  }
  return names;
}

/** `*.d.ts` style entries of an include list, expanded: only a file name pattern in the package's own folder is used. */
function expand(dir, entry) {
  if (!entry.includes('*')) return [path.resolve(dir, entry)];
  const folder = path.resolve(dir, path.dirname(entry));
  const pattern = new RegExp(`^${path.basename(entry).replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);
  return existsSync(folder) ? readdirSync(folder).filter((file) => pattern.test(file)).map((file) => path.join(folder, file)) : [];
}

/** The package's compilerOptions over those of the config it extends, keys sorted: equal settings compare equal. */
function effectiveOptions(dir, config) {
  const base = config.extends ? JSON.parse(readFileSync(path.resolve(dir, config.extends), 'utf8')).compilerOptions ?? {} : {};
  const merged = { ...base, ...(config.compilerOptions ?? {}) };
  return Object.fromEntries(Object.keys(merged).sort().map((key) => [key, merged[key]]));
}

/**
 * Packages grouped by their settings: `{ key, packages, include }` per group, and `separate`, the packages whose
 * typecheck is not the plain `tsc -p tsconfig.json` (run as they are). Declaration files with the same text (each
 * app's globals.d.ts) are included once: declared twice in one program, a `const` would clash with itself.
 */
export function typecheckGroups(root, packages = workspacePackages(root)) {
  const groups = new Map();
  const separate = [];
  for (const name of packages) {
    const dir = path.join(root, name);
    const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
    const script = manifest.scripts?.typecheck;
    if (!script) continue;
    if (script.trim() !== PLAIN_TYPECHECK) {
      separate.push(name);
      continue;
    }
    const config = JSON.parse(readFileSync(path.join(dir, 'tsconfig.json'), 'utf8'));
    if (config.files || config.references || config.exclude) {
      separate.push(name);
      continue;
    }
    const key = JSON.stringify({ extends: config.extends ? path.resolve(dir, config.extends) : null, compilerOptions: effectiveOptions(dir, config) });
    const group = groups.get(key) ?? { key, packages: [], include: [], declarationTexts: new Set() };
    groups.set(key, group);
    group.packages.push(name);
    for (const entry of config.include ?? ['**/*']) {
      for (const file of expand(dir, entry)) {
        if (file.endsWith('.d.ts') && existsSync(file)) {
          const text = createHash('sha256').update(readFileSync(file)).digest('hex');
          if (group.declarationTexts.has(text)) continue;
          group.declarationTexts.add(text);
        }
        if (!group.include.includes(file)) group.include.push(file);
      }
    }
  }
  return { groups: [...groups.values()].map(({ key, packages: names, include }) => ({ key, packages: names, include })), separate };
}

/** Writes one tsconfig per group under `outDir`; answers their paths with the packages each covers. */
export function writeGroupConfigs(root, outDir, grouping = typecheckGroups(root)) {
  mkdirSync(outDir, { recursive: true });
  return grouping.groups.map((group, i) => {
    const { extends: base, compilerOptions } = JSON.parse(group.key);
    const file = path.join(outDir, `tsconfig.group-${i + 1}.json`);
    const config = { ...(base ? { extends: base } : {}), compilerOptions: { ...compilerOptions, noEmit: true }, include: group.include };
    writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
    return { file, packages: group.packages };
  });
}
