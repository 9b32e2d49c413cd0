import { spawnSync } from 'node:child_process';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '..', '..');
const eslintBin = path.join(repoRoot, 'node_modules', 'eslint', 'bin', 'eslint.js');

/** Lints `code` as if it lived at `file` (repo-relative); returns the messages of the one-server-clock rule. */
function clockErrors(file: string, code: string): string[] {
  const res = spawnSync(process.execPath, [eslintBin, '--stdin', '--stdin-filename', file, '-f', 'json'], { cwd: repoRoot, input: code, encoding: 'utf8' });
  if (!res.stdout) throw new Error(`eslint printed no report: ${res.stderr}`);
  const [report] = JSON.parse(res.stdout) as Array<{ messages: Array<{ ruleId: string | null; message: string }> }>;
  return report!.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

const COUNTDOWN = "export const timeLeft = (lockAt: number) => Math.max(0, lockAt - Date.now());\n";

describe('one server clock (eslint.config.mjs): feature code never reads Date.now', () => {
  test('a countdown on the browser’s clock fails in every remote, the host and shared', () => {
    // (Each lint is a process of its own and takes seconds: one remote stands for the five.)
    for (const file of ['mfe-tournaments/src/tournament-lobby/probe.ts', 'host/src/lobby-widget/probe.ts', 'shared/src/format/probe.ts']) {
      const errors = clockErrors(file, COUNTDOWN);
      expect({ file, errors: errors.length }).toEqual({ file, errors: 1 });
      expect(errors[0]).toMatch(/serverNow\(\) or useCountdown\(\)/);
    }
  });

  test('so does handing Date.now over as a clock', () => {
    expect(clockErrors('host/src/lobby-widget/probe.ts', "import { useState } from 'react';\nexport function useNow() {\n  return useState(Date.now)[0];\n}\n")).toHaveLength(1);
  });

  test('the server clock reads the browser’s clock in its one place; feature code reads serverNow()', () => {
    expect(clockErrors('shared/src/clock/probe.ts', COUNTDOWN)).toEqual([]);
    expect(clockErrors('mfe-tournaments/src/tournament-lobby/probe.ts', "import { serverNow } from '@bb/shared';\nexport const timeLeft = (lockAt: number) => Math.max(0, lockAt - serverNow());\n")).toEqual([]);
  });

  test('tests, and the allowed files that need this browser’s own clock, are left alone', () => {
    expect(clockErrors('mfe-tournaments/src/tournament-lobby/probe.test.tsx', COUNTDOWN)).toEqual([]);
    expect(clockErrors('shared/src/forms/request-id.ts', "export const requestId = () => `req-${Date.now().toString(36)}`;\n")).toEqual([]);
  });
});
