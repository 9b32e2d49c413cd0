import { spawnSync } from 'node:child_process';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '..', '..');
const eslintBin = path.join(repoRoot, 'node_modules', 'eslint', 'bin', 'eslint.js');

/** Lints `code` as if it lived at `file` (repo-relative); returns the messages of the one-data-layer rule. */
function dataLayerErrors(file: string, code: string): string[] {
  const res = spawnSync(process.execPath, [eslintBin, '--stdin', '--stdin-filename', file, '-f', 'json'], { cwd: repoRoot, input: code, encoding: 'utf8' });
  if (!res.stdout) throw new Error(`eslint printed no report: ${res.stderr}`);
  const [report] = JSON.parse(res.stdout) as Array<{ messages: Array<{ ruleId: string | null; message: string }> }>;
  return report!.messages.filter((m) => m.ruleId === 'data-layer/no-hand-abort').map((m) => m.message);
}

// The planted violation: the hand-written load effect every screen used to carry.
const HAND_EFFECT = `import { useEffect, useState } from 'react';
import { tournamentsApi } from '@bb/shared';
export function useDetail(id: number) {
  const [detail, setDetail] = useState<unknown>(null);
  useEffect(() => {
    const controller = new AbortController();
    tournamentsApi.detail(id, controller.signal).then(setDetail, () => undefined);
    return () => controller.abort();
  }, [id]);
  return detail;
}
`;

describe('one data layer (eslint.config.mjs + scripts/eslint/data-layer.mjs): feature code never aborts by hand', () => {
  test('a hand AbortController effect fails in a remote and in the host', () => {
    // (Each lint is a process of its own and takes seconds: one remote stands for the five.)
    for (const file of ['mfe-tournaments/src/tournament-lobby/probe.ts', 'host/src/lobby-widget/probe.ts']) {
      const errors = dataLayerErrors(file, HAND_EFFECT);
      expect({ file, errors: errors.length }).toEqual({ file, errors: 1 });
      expect(errors[0]).toMatch(/useApiQuery from @bb\/shared/);
    }
  });

  test('so does keeping a controller in a ref, and importing the query library past the data layer', () => {
    expect(dataLayerErrors('mfe-leagues/src/season/probe.ts', "import { useRef } from 'react';\nexport const useInFlight = () => useRef<AbortController | null>(null);\n")).toHaveLength(1);
    expect(dataLayerErrors('mfe-gotd/src/leaderboard/probe.ts', "import { useQuery } from '@tanstack/react-query';\nexport const x = useQuery;\n")).toEqual([
      expect.stringMatching(/data layer of @bb\/shared/),
    ]);
  });

  test('the same load through useApiQuery passes; the data layer itself and tests are left alone', () => {
    const viaDataLayer = "import { apiKey, tournamentsApi, useApiQuery } from '@bb/shared';\nexport const useDetail = (id: number) => useApiQuery(apiKey(`tournaments/${id}`), (signal) => tournamentsApi.detail(id, signal)).data;\n";
    expect(dataLayerErrors('mfe-tournaments/src/tournament-lobby/probe.ts', viaDataLayer)).toEqual([]);
    expect(dataLayerErrors('shared/src/data/probe.ts', HAND_EFFECT)).toEqual([]);
    expect(dataLayerErrors('mfe-tournaments/src/tournament-lobby/probe.test.tsx', HAND_EFFECT)).toEqual([]);
  });
});
