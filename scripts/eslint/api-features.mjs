// The server's feature boundaries (issue 42): a feature folder of api/src imports another feature only through that
// feature's index.ts, which names what it offers; never a file inside it (a route file, a store, a helper). So a
// feature's insides can change without breaking another, and what features share is written down in one place per
// feature. The platform folders below serve every feature (the database, HTTP helpers, the record's import, jobs,
// observability) and stay importable file by file; the files at the top of api/src (app.ts, main.ts, services.ts)
// compose the features and may import any file. eslint.config.mjs turns the rule on for api/src;
// scripts/test/api-features-rule.test.ts proves it bites.
import path from 'node:path';

export const API_PLATFORM_FOLDERS = ['db', 'http', 'lahman', 'jobs', 'observability', 'lifecycle', 'testing', 'web', 'routes'];
const platform = new Set(API_PLATFORM_FOLDERS);

/** api/src/<feature>/… of a file, as [srcDir, feature, rest]; null outside a feature folder. */
function featureOf(file) {
  const parts = path.resolve(file).split(path.sep);
  for (let i = parts.length - 3; i >= 1; i -= 1) {
    if (parts[i] === 'api' && parts[i + 1] === 'src' && parts.length - (i + 2) >= 2) {
      return { srcDir: parts.slice(0, i + 2).join(path.sep), feature: parts[i + 2], rest: parts.slice(i + 3) };
    }
  }
  return null;
}

const indexOnly = {
  meta: {
    type: 'problem',
    docs: { description: "An api/src feature imports another feature only through its index.ts." },
    schema: [],
    messages: {
      deep: "'{{source}}' reaches into the {{target}} feature: import it from '{{index}}' (add what you need to {{target}}/index.ts).",
    },
  },
  create(context) {
    const from = featureOf(context.filename);
    if (!from || platform.has(from.feature)) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.resolve(path.dirname(context.filename), source);
      const rel = path.relative(from.srcDir, target).split(path.sep);
      if (rel[0] === '..' || rel.length < 2 || rel[0] === from.feature || platform.has(rel[0])) return;
      if (rel.length === 2 && /^index(\.[jt]s)?$/.test(rel[1])) return;
      const index = path.relative(path.dirname(context.filename), path.join(from.srcDir, rel[0])).split(path.sep).join('/');
      context.report({ node: node.source, messageId: 'deep', data: { source, target: rel[0], index } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export const apiFeaturesPlugin = { rules: { 'index-only': indexOnly } };
