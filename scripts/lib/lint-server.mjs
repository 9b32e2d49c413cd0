// A long-lived ESLint for the lint-rule tests (scripts/test/support/lint-as.ts): loading the repo's config and its
// plugins takes seconds, a lint of a planted file a fraction of one, so one process answers every case of a test file.
// Messages in: { id, file (repo-relative), code }; out: { id, messages } or { id, error }.
import path from 'node:path';
import { ESLint } from 'eslint';

const repoRoot = process.argv[2] ?? process.cwd();
const eslint = new ESLint({ cwd: repoRoot });

process.on('message', async ({ id, file, code }) => {
  try {
    const [report] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
    process.send({ id, messages: (report?.messages ?? []).map(({ ruleId, message }) => ({ ruleId, message })) });
  } catch (error) {
    process.send({ id, error: error instanceof Error ? error.stack ?? error.message : String(error) });
  }
});
process.on('disconnect', () => process.exit(0));
