import { ruleMessages, stopLintServer } from './support/lint-as';

/** The messages of data-layer/no-hand-abort for `code` as if it lived at `file` (repo-relative). */
const dataLayerErrors = (file: string, code: string) => ruleMessages('data-layer/no-hand-abort', file, code);

afterAll(stopLintServer);

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
  test('a hand AbortController effect fails in a remote and in the host', async () => {
    for (const file of ['mfe-tournaments/src/tournament-lobby/probe.ts', 'host/src/lobby-widget/probe.ts']) {
      const errors = await dataLayerErrors(file, HAND_EFFECT);
      expect({ file, errors: errors.length }).toEqual({ file, errors: 1 });
      expect(errors[0]).toMatch(/useApiQuery from @bb\/shared/);
    }
  });

  test('so does keeping a controller in a ref, and importing the query library past the data layer', async () => {
    expect(await dataLayerErrors('mfe-leagues/src/season/probe.ts', "import { useRef } from 'react';\nexport const useInFlight = () => useRef<AbortController | null>(null);\n")).toHaveLength(1);
    expect(await dataLayerErrors('mfe-gotd/src/leaderboard/probe.ts', "import { useQuery } from '@tanstack/react-query';\nexport const x = useQuery;\n")).toEqual([
      expect.stringMatching(/data layer of @bb\/shared/),
    ]);
  });

  test('the same load through useApiQuery passes; the data layer itself and tests are left alone', async () => {
    const viaDataLayer = "import { apiKey, tournamentsApi, useApiQuery } from '@bb/shared';\nexport const useDetail = (id: number) => useApiQuery(apiKey(`tournaments/${id}`), (signal) => tournamentsApi.detail(id, signal)).data;\n";
    expect(await dataLayerErrors('mfe-tournaments/src/tournament-lobby/probe.ts', viaDataLayer)).toEqual([]);
    expect(await dataLayerErrors('shared/src/data/probe.ts', HAND_EFFECT)).toEqual([]);
    expect(await dataLayerErrors('mfe-tournaments/src/tournament-lobby/probe.test.tsx', HAND_EFFECT)).toEqual([]);
  });
});
