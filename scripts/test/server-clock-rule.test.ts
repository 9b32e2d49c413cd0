import { ruleMessages, stopLintServer } from './support/lint-as';

/** The messages of no-restricted-syntax for `code` as if it lived at `file` (repo-relative). */
const clockErrors = (file: string, code: string) => ruleMessages('no-restricted-syntax', file, code);

afterAll(stopLintServer);

const COUNTDOWN = "export const timeLeft = (lockAt: number) => Math.max(0, lockAt - Date.now());\n";

describe('one server clock (eslint.config.mjs): feature code never reads Date.now', () => {
  test('a countdown on the browser’s clock fails in every remote, the host and shared', async () => {
    for (const file of ['mfe-tournaments/src/tournament-lobby/probe.ts', 'host/src/lobby-widget/probe.ts', 'shared/src/format/probe.ts']) {
      const errors = await clockErrors(file, COUNTDOWN);
      expect({ file, errors: errors.length }).toEqual({ file, errors: 1 });
      expect(errors[0]).toMatch(/serverNow\(\) or useCountdown\(\)/);
    }
  });

  test('so does handing Date.now over as a clock', async () => {
    expect(await clockErrors('host/src/lobby-widget/probe.ts', "import { useState } from 'react';\nexport function useNow() {\n  return useState(Date.now)[0];\n}\n")).toHaveLength(1);
  });

  test('the server clock reads the browser’s clock in its one place; feature code reads serverNow()', async () => {
    expect(await clockErrors('shared/src/clock/probe.ts', COUNTDOWN)).toEqual([]);
    expect(await clockErrors('mfe-tournaments/src/tournament-lobby/probe.ts', "import { serverNow } from '@bb/shared';\nexport const timeLeft = (lockAt: number) => Math.max(0, lockAt - serverNow());\n")).toEqual([]);
  });

  test('tests, and the allowed files that need this browser’s own clock, are left alone', async () => {
    expect(await clockErrors('mfe-tournaments/src/tournament-lobby/probe.test.tsx', COUNTDOWN)).toEqual([]);
    expect(await clockErrors('shared/src/forms/request-id.ts', "export const requestId = () => `req-${Date.now().toString(36)}`;\n")).toEqual([]);
  });
});
