import { act, screen, waitFor } from '@testing-library/react';
import type { GameStreamMessage } from '@bb/shared';
import { mockApi, ok } from '@bb/shared/src/testing/api-mock';
import { FakeEventSource } from '@bb/shared/src/testing/fake-event-source';
import { gameView, ROLL } from '../test/fixtures';
import { renderAt, setupGameplayTests } from '../test/render';
import { PlayScreen } from './PlayScreen';

setupGameplayTests();

const ID = gameView().id;

/** One game message on the stream, as the server sends it. */
const send = (es: FakeEventSource, message: GameStreamMessage) => act(() => es.emit('game', message));

const ruth = { cardId: 'away2-1927', name: 'Babe Ruth' };
const combs = { cardId: 'away0-1927', name: 'Earle Combs' };
const HOMER = { ...ROLL, index: 4, batter: ruth, outcome: 'HR', direction: 'right' as const, scored: [combs, ruth], runs: 2, score: { away: 2, home: 0 } };

function setup(extra: Parameters<typeof mockApi>[0] = {}) {
  FakeEventSource.all = [];
  const { calls } = mockApi({
    [`GET games/${ID}`]: () => ok({ game: gameView() }),
    [`GET games/${ID}/plays`]: () => ok([ROLL]),
    ...extra,
  });
  const deps = { openEventSource: (url: string) => new FakeEventSource(url), signedIn: () => true, requestTicket: async () => 'tk1', retryDelaysMs: [0] };
  const view = renderAt(<PlayScreen source={{ base: 'games', gameId: ID }} streamDeps={deps} />);
  return { calls, view };
}

test('opens the stream after the game with since, plays and a ticket; applies newer messages in order, ignores stale ones', async () => {
  setup();
  await waitFor(() => expect(FakeEventSource.all).toHaveLength(1));
  const es = FakeEventSource.all[0]!;
  expect(es.url).toMatch(new RegExp(`/api/games/${ID}/stream\\?since=1&plays=1&ticket=tk1$`));
  send(es, { version: 2, game: gameView({ version: 2, score: { away: 2, home: 0 }, lastPlays: [HOMER] }), plays: [HOMER], resync: false });
  expect(screen.getByTestId('score-away')).toHaveTextContent('2');
  expect(screen.getByTestId('last-play')).toHaveTextContent('Ruth homers to right, Combs scores. Yankees 2, Reds 0');
  // An older message (delayed on the wire) changes nothing.
  send(es, { version: 1, game: gameView({ version: 1, score: { away: 0, home: 0 } }), plays: [], resync: false });
  expect(screen.getByTestId('score-away')).toHaveTextContent('2');
  expect(screen.getByRole('list', { name: 'Play by play' }).querySelectorAll('li')).toHaveLength(2);
});

test('resync refetches the plays; an error reopens with the newest version and play count; unmount closes', async () => {
  let plays = [ROLL];
  const { calls, view } = setup({ [`GET games/${ID}/plays`]: () => ok(plays) });
  await waitFor(() => expect(FakeEventSource.all).toHaveLength(1));
  plays = [ROLL, HOMER, { ...ROLL, index: 5 }];
  send(FakeEventSource.all[0]!, { version: 9, game: gameView({ version: 9 }), plays: [], resync: true });
  await waitFor(() => expect(calls.filter((c) => c.path.endsWith('/plays'))).toHaveLength(2));
  await waitFor(() => expect(screen.getByRole('list', { name: 'Play by play' }).querySelectorAll('li')).toHaveLength(3));
  act(() => FakeEventSource.all[0]!.onerror?.(new Event('error')));
  expect(FakeEventSource.all[0]!.closed).toBe(true);
  await waitFor(() => expect(FakeEventSource.all).toHaveLength(2));
  expect(FakeEventSource.all[1]!.url).toContain('since=9&plays=3&ticket=tk1');
  view.unmount();
  expect(FakeEventSource.all[1]!.closed).toBe(true);
});
