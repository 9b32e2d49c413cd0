import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { TournamentChangedEvent } from '@bb/contract';
import { apiKey, isUnderPath } from './api-key';
import { invalidate } from './invalidate';
import type { AuthRecord } from '../auth/auth-record';
import type { RealtimeChannel } from '../realtime/realtime-channel';
import { setSiteChannel } from '../realtime/site-channel';
import { cancelApi, fetchApi, isCancelled } from './fetch-api';
import { forgetOnUserChange } from './forget-on-user-change';
import { queryClient } from './query-client';
import { listenForTournamentChanges } from './realtime-invalidation';
import { useApiQuery } from './use-api-query';

/** A fetcher whose answers the test releases by hand, recording every signal it was given. */
function deferredFetcher<T>() {
  const calls: { signal: AbortSignal; resolve: (value: T) => void; reject: (error: unknown) => void }[] = [];
  const fetcher = jest.fn(
    (signal: AbortSignal) =>
      new Promise<T>((resolve, reject) => {
        calls.push({ signal, resolve, reject });
      }),
  );
  return { fetcher, calls };
}

describe('apiKey: the cache is keyed by endpoint path and parameters', () => {
  test('undefined parameters and slashes do not split the cache', () => {
    expect(apiKey('/leagues/1/', { team: undefined, day: 2 })).toEqual(apiKey('leagues/1', { day: 2 }));
  });

  test('a prefix reaches its path and the paths below it, segment by segment', () => {
    expect(isUnderPath(apiKey('leagues/1/schedule'), 'leagues/1')).toBe(true);
    expect(isUnderPath(apiKey('leagues/1'), 'leagues/1')).toBe(true);
    expect(isUnderPath(apiKey('leagues/12'), 'leagues/1')).toBe(false);
    expect(isUnderPath(['other', 'leagues/1'], 'leagues/1')).toBe(false);
  });
});

describe('useApiQuery', () => {
  test('loads, then shows the answer', async () => {
    const { fetcher, calls } = deferredFetcher<string>();
    const { result } = renderHook(() => useApiQuery(apiKey('leagues/1'), fetcher));
    expect(result.current).toMatchObject({ data: undefined, loading: true });
    await waitFor(() => expect(calls).toHaveLength(1));
    act(() => calls[0]!.resolve('league one'));
    await waitFor(() => expect(result.current).toMatchObject({ data: 'league one', loading: false, error: undefined }));
  });

  test('a null key loads nothing', () => {
    const fetcher = jest.fn(async () => 'x');
    const { result } = renderHook(() => useApiQuery(null, fetcher));
    result.current.reload();
    expect(result.current).toMatchObject({ data: undefined, loading: false });
    expect(fetcher).not.toHaveBeenCalled();
  });

  test('unmounting cancels the request in flight, and a cancelled load is no error to report', async () => {
    const { fetcher, calls } = deferredFetcher<string>();
    const onError = jest.fn();
    const { unmount } = renderHook(() => useApiQuery(apiKey('leagues/1'), fetcher, { onError }));
    await waitFor(() => expect(calls).toHaveLength(1));
    unmount();
    expect(calls[0]!.signal.aborted).toBe(true);
    calls[0]!.reject(new DOMException('aborted', 'AbortError'));
    await Promise.resolve();
    expect(onError).not.toHaveBeenCalled();
  });

  test('a new key cancels the old one and never shows its late answer', async () => {
    const { fetcher, calls } = deferredFetcher<string>();
    const { result, rerender } = renderHook(({ id }) => useApiQuery(apiKey(`leagues/${id}`), fetcher), { initialProps: { id: 1 } });
    await waitFor(() => expect(calls).toHaveLength(1));
    rerender({ id: 2 });
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[0]!.signal.aborted).toBe(true);
    act(() => calls[0]!.resolve('league one'));
    expect(result.current.data).toBeUndefined();
    act(() => calls[1]!.resolve('league two'));
    await waitFor(() => expect(result.current.data).toBe('league two'));
  });

  test('two screens asking for the same endpoint at once share one request', async () => {
    const { fetcher, calls } = deferredFetcher<string>();
    function Name({ label }: { label: string }) {
      const { data } = useApiQuery(apiKey('tournaments/5'), fetcher);
      return <p>{`${label}: ${data ?? '…'}`}</p>;
    }
    render(
      <>
        <Name label="widget" />
        <Name label="page" />
      </>,
    );
    await waitFor(() => expect(calls).toHaveLength(1));
    act(() => calls[0]!.resolve('Spring Cup'));
    expect(await screen.findByText('widget: Spring Cup')).toBeInTheDocument();
    expect(screen.getByText('page: Spring Cup')).toBeInTheDocument();
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  test('a failure is kept for the screen and reported once', async () => {
    const onError = jest.fn();
    const failure = new Error('Oops! no record found');
    const { result } = renderHook(() => useApiQuery(apiKey('leagues/9'), async () => Promise.reject(failure), { onError }));
    await waitFor(() => expect(result.current).toMatchObject({ data: undefined, error: failure, loading: false }));
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(failure);
  });

  test('reload and invalidate load again, keeping the shown answer meanwhile; replace sets it directly', async () => {
    let n = 0;
    const fetcher = jest.fn(async () => `answer ${++n}`);
    const { result } = renderHook(() => useApiQuery(apiKey('leagues/1/standings'), fetcher));
    await waitFor(() => expect(result.current.data).toBe('answer 1'));
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.data).toBe('answer 2'));
    await act(() => invalidate('leagues/1'));
    await waitFor(() => expect(result.current.data).toBe('answer 3'));
    await act(() => invalidate('leagues/12'));
    expect(fetcher).toHaveBeenCalledTimes(3);
    act(() => result.current.replace('from a PUT'));
    await waitFor(() => expect(result.current.data).toBe('from a PUT'));
    expect(fetcher).toHaveBeenCalledTimes(3);
  });
});

describe('realtime invalidation and sessions', () => {
  afterEach(() => setSiteChannel(null));

  test('a tournament change on the site channel reloads that tournament and its league, nothing else', async () => {
    let emit: (event: TournamentChangedEvent) => void = () => undefined;
    const channel = {
      subscribeTournaments: jest.fn((cb: (event: TournamentChangedEvent) => void) => {
        emit = cb;
        return () => {
          emit = () => undefined;
        };
      }),
    } as unknown as RealtimeChannel;
    const detail = jest.fn(async () => 'cup');
    const leaders = jest.fn(async () => ['ruth']);
    const other = jest.fn(async () => 'another cup');
    renderHook(() => [useApiQuery(apiKey('tournaments/5'), detail), useApiQuery(apiKey('leagues/5/leaders'), leaders), useApiQuery(apiKey('tournaments/6'), other)]);
    await waitFor(() => expect(other).toHaveBeenCalledTimes(1));
    const stop = listenForTournamentChanges();
    setSiteChannel(channel);
    act(() => emit({ leagueId: 5, claimedTeamCount: 3, totalMembers: 8, status: 'claiming' }));
    await waitFor(() => expect(detail).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(leaders).toHaveBeenCalledTimes(2));
    expect(other).toHaveBeenCalledTimes(1);
    stop();
    act(() => emit({ leagueId: 5, claimedTeamCount: 4, totalMembers: 8, status: 'claiming' }));
    expect(detail).toHaveBeenCalledTimes(2);
  });

  test('another user never sees the last one\'s answers: a new session key empties the cache, mounted screens load again', async () => {
    const listeners: Array<(state: AuthRecord | null) => void> = [];
    let state: AuthRecord | null = { api_key: { key: 'ada-key' } } as unknown as AuthRecord;
    const bus = { getState: () => state, on: (_event: string, l: (s: AuthRecord | null) => void) => (listeners.push(l), () => undefined) };
    const stop = forgetOnUserChange(queryClient, bus as never);
    let n = 0;
    const fetcher = jest.fn(async () => `answer ${++n}`);
    const { result } = renderHook(() => useApiQuery(apiKey('games/history'), fetcher));
    await waitFor(() => expect(result.current.data).toBe('answer 1'));
    queryClient.setQueryData(apiKey('leagues/1'), 'ada only');
    state = { api_key: { key: 'bob-key' } } as unknown as AuthRecord;
    act(() => listeners.forEach((l) => l(state)));
    expect(queryClient.getQueryData(apiKey('leagues/1'))).toBeUndefined();
    await waitFor(() => expect(result.current.data).toBe('answer 2'));
    stop();
  });
});

describe('fetchApi: loads outside render through the same cache', () => {
  test('a screen showing the key gets the answer too; cancelApi stops it and the caller hears a cancellation', async () => {
    const { fetcher, calls } = deferredFetcher<string>();
    const { result } = renderHook(() => useApiQuery(apiKey('games/g1/plays'), fetcher));
    await waitFor(() => expect(calls).toHaveLength(1));
    act(() => calls[0]!.resolve('first plays'));
    await waitFor(() => expect(result.current.data).toBe('first plays'));

    const fresh = fetchApi(apiKey('games/g1/plays'), fetcher);
    await waitFor(() => expect(calls).toHaveLength(2));
    act(() => calls[1]!.resolve('newer plays'));
    await expect(fresh).resolves.toBe('newer plays');
    await waitFor(() => expect(result.current.data).toBe('newer plays'));

    const stopped = fetchApi(apiKey('games/g1/plays'), fetcher);
    await waitFor(() => expect(calls).toHaveLength(3));
    cancelApi(apiKey('games/g1/plays'));
    expect(calls[2]!.signal.aborted).toBe(true);
    const failure = await stopped.catch((error: unknown) => error);
    expect(isCancelled(failure)).toBe(true);
    expect(isCancelled(new Error('500'))).toBe(false);
  });
});
