import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { DRAFT_MESSAGES, ThemeRoot, type DraftRoom, type DraftStreamMessage } from '@bb/shared';
import { mockApi, ok, type Call, type Handler } from '@bb/shared/src/testing/api-mock';
import { FakeEventSource } from '@bb/shared/src/testing/fake-event-source';
import { draftRoom, madePick, poolPlayer } from '../test/draft-fixtures';
import { login, setupStatsTests, toastMessages } from '../test/render';
import LiveDraftPage from './LiveDraftPage';

setupStatsTests();

/** One room or chat message on the draft stream, as the server sends it. */
const send = (stream: FakeEventSource, message: DraftStreamMessage) => act(() => stream.emit(message.type, message));

const RUTH = poolPlayer('ruthba01-1927', 'Babe Ruth', { primaryPosition: 'OF', positions: ['OF'] });
const GEHRIG = poolPlayer('gehrilo01-1927', 'Lou Gehrig');

let calls: Call[];
function setup(room: DraftRoom, extra: Record<string, Handler> = {}) {
  ({ calls } = mockApi({
    'GET drafts/12': () => ok(room),
    'GET drafts/12/pool': () => ok({ players: [RUTH, GEHRIG], total: 2, needs: null }),
    [`GET drafts/12/players/${RUTH.cardId}`]: () => ok(RUTH),
    [`GET drafts/12/players/${GEHRIG.cardId}`]: () => ok(GEHRIG),
    'GET drafts/12/chat': () => ok({ messages: [] }),
    'POST realtime/ticket': () => ok({ ticket: 'tk-1' }),
    ...extra,
  }));
}

const renderRoom = () =>
  render(
    <MemoryRouter initialEntries={['/live-draft/12']}>
      <ThemeRoot mode="day">
        <Routes>
          <Route path="/live-draft/*" element={<LiveDraftPage />} />
        </Routes>
      </ThemeRoot>
    </MemoryRouter>,
  );

const openBoard = () => fireEvent.click(screen.getByRole('tab', { name: 'Board' }));
const boardCell = (pick: number) => screen.getByTestId('draft-board').querySelector(`td[data-pick="${pick}"]`)!;

beforeEach(() => {
  login();
  FakeEventSource.all = [];
  (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
});
afterEach(() => {
  delete (globalThis as { EventSource?: unknown }).EventSource;
  jest.useRealTimers();
});

test("the pick timer counts the server's deadline against the room's now, not the browser's clock", async () => {
  // The browser believes it is 2025; the server says 2031. The clock still shows the 45 s the server gave.
  jest.useFakeTimers({ now: new Date('2025-06-01T12:00:00.000Z'), advanceTimers: true });
  setup(draftRoom());
  renderRoom();
  const timer = await screen.findByRole('timer', { name: 'Pick timer' });
  expect(timer).toHaveTextContent('00:45');
  expect(screen.getByTestId('on-the-clock')).toHaveTextContent('Boston Beans');
  expect(screen.getByTestId('on-the-clock')).toHaveTextContent('Round 1, pick 1 (overall 1)');
  act(() => jest.advanceTimersByTime(5_000));
  await waitFor(() => expect(timer).toHaveTextContent(/^00:(40|39)$/));
});

test('a double click on Draft sends one pick carrying the pick number; the answer fills the board', async () => {
  let release: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (release = resolve));
  setup(draftRoom(), {
    'POST drafts/12/picks': async () => {
      await answered;
      return ok(draftRoom({ version: 5, picks: [madePick(1, 0, RUTH.cardId, 'Babe Ruth', { position: 'OF' })], current: { pick: 2, round: 1, pickInRound: 2, team: 1, deadline: '2031-03-01T18:01:45.000Z' }, now: '2031-03-01T18:01:00.000Z' }));
    },
  });
  renderRoom();
  fireEvent.click(await screen.findByRole('button', { name: 'Babe Ruth' }));
  const draft = within(screen.getByTestId('player-card')).getByRole('button', { name: 'Draft' });
  await waitFor(() => expect(draft).toBeEnabled());
  fireEvent.click(draft);
  fireEvent.click(draft);
  await waitFor(() => expect(within(screen.getByTestId('player-card')).getByRole('button', { name: 'Drafting…' })).toBeDisabled());
  await act(async () => release());
  await waitFor(() => expect(screen.getByTestId('on-the-clock')).toHaveTextContent('Chicago Hogs'));
  const picks = calls.filter((c) => c.method === 'POST' && c.path === 'drafts/12/picks');
  expect(picks).toHaveLength(1);
  expect(picks[0]!.body).toEqual({ pick: 1, cardId: RUTH.cardId });
  openBoard();
  expect(boardCell(1)).toHaveTextContent('Babe Ruth');
});

test('a 409 applies the room it carries and shows the error toast', async () => {
  const now = draftRoom({ version: 6, picks: [madePick(1, 0, GEHRIG.cardId, 'Lou Gehrig')], current: { pick: 2, round: 1, pickInRound: 2, team: 1, deadline: '2031-03-01T18:01:45.000Z' } });
  setup(draftRoom(), {
    'POST drafts/12/picks': () => ({ status: 409, body: { error: DRAFT_MESSAGES.alreadyMade, code: 'already-made', room: now } }),
  });
  renderRoom();
  fireEvent.click(await screen.findByRole('button', { name: 'Babe Ruth' }));
  await waitFor(() => expect(within(screen.getByTestId('player-card')).getByRole('button', { name: 'Draft' })).toBeEnabled());
  fireEvent.click(within(screen.getByTestId('player-card')).getByRole('button', { name: 'Draft' }));
  await waitFor(() => expect(toastMessages()).toContain(`error: ${DRAFT_MESSAGES.alreadyMade}`));
  expect(screen.getByTestId('on-the-clock')).toHaveTextContent('Round 1, pick 2 (overall 2)');
  openBoard();
  expect(boardCell(1)).toHaveTextContent('Lou Gehrig');
});

test("the pool offers what the team can take: its needs, only players who fit, and no Draft button for one who does not", async () => {
  const needs = { team: 0, drafted: 5, picksLeft: 8, fillOnly: true, open: [{ slot: '2B', count: 1 }, { slot: 'OF', count: 3 }, { slot: 'SP', count: 4 }] };
  setup(draftRoom(), {
    'GET drafts/12/pool': (call) => ok({ players: call.url.searchParams.get('fits') === 'true' ? [RUTH] : [RUTH, { ...GEHRIG, fits: false }], total: 2, needs }),
    [`GET drafts/12/players/${RUTH.cardId}`]: () => ok({ ...RUTH, fits: true }),
    [`GET drafts/12/players/${GEHRIG.cardId}`]: () => ok({ ...GEHRIG, fits: false }),
  });
  renderRoom();
  expect(await screen.findByTestId('roster-needs')).toHaveTextContent('Still needs: 2B, 3 OF, 4 SP · Picks left: 8Only players who fill these can be drafted now.');
  expect(await screen.findByRole('button', { name: 'Babe Ruth' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Lou Gehrig' })).not.toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Babe Ruth' }));
  await waitFor(() => expect(within(screen.getByTestId('player-card')).getByRole('button', { name: 'Draft' })).toBeEnabled());
  // Every available player, the ones the team cannot take marked; their card says why instead of offering Draft.
  fireEvent.click(screen.getByLabelText('Only players who can be drafted now'));
  fireEvent.click(await screen.findByRole('button', { name: 'Lou Gehrig' }));
  expect(screen.getByRole('button', { name: 'Lou Gehrig' }).closest('tr')).toHaveTextContent('Lou Gehrig · not now');
  const card = screen.getByTestId('player-card');
  expect(await within(card).findByRole('note')).toHaveTextContent('Cannot be drafted now: the roster still needs 2B, 3 OF, 4 SP (picks left: 8).');
  expect(within(card).queryByRole('button', { name: 'Draft' })).not.toBeInTheDocument();
  expect(calls.filter((c) => c.path === 'drafts/12/pool').map((c) => c.url.searchParams.get('fits'))).toEqual(['true', null]);
});

test('the stream applies a room with a newer version and ignores an older one', async () => {
  setup(draftRoom({ version: 4 }));
  renderRoom();
  await screen.findByTestId('on-the-clock');
  await waitFor(() => expect(FakeEventSource.all).toHaveLength(1));
  const stream = FakeEventSource.all[0]!;
  expect(stream.url).toContain('/drafts/12/stream?ticket=tk-1&since=4');
  openBoard();
  send(stream, { type: 'room', room: draftRoom({ version: 5, picks: [madePick(1, 0, RUTH.cardId, 'Babe Ruth')], current: { pick: 2, round: 1, pickInRound: 2, team: 1, deadline: null } }) });
  expect(boardCell(1)).toHaveTextContent('Babe Ruth');
  send(stream, { type: 'room', room: draftRoom({ version: 3, picks: [madePick(1, 0, GEHRIG.cardId, 'Lou Gehrig')] }) });
  expect(boardCell(1)).toHaveTextContent('Babe Ruth');
  expect(boardCell(1)).not.toHaveTextContent('Lou Gehrig');
});

test('a stream that drops is reopened with a fresh ticket and the room is fetched again', async () => {
  jest.useFakeTimers({ advanceTimers: true });
  setup(draftRoom());
  renderRoom();
  await waitFor(() => expect(FakeEventSource.all).toHaveLength(1));
  act(() => FakeEventSource.all[0]!.onerror?.(new Event('error')));
  act(() => jest.advanceTimersByTime(1_000));
  await waitFor(() => expect(FakeEventSource.all).toHaveLength(2));
  expect(FakeEventSource.all[0]!.closed).toBe(true);
  await waitFor(() => expect(calls.filter((c) => c.method === 'GET' && c.path === 'drafts/12')).toHaveLength(2));
  expect(calls.filter((c) => c.path === 'realtime/ticket')).toHaveLength(2);
});

test('commissioner controls show for the commissioner only', async () => {
  setup(draftRoom({ isCommissioner: false }));
  const first = renderRoom();
  await screen.findByTestId('on-the-clock');
  expect(screen.queryByRole('button', { name: 'Pause draft' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Reschedule' })).not.toBeInTheDocument();
  first.unmount();

  setup(draftRoom({ isCommissioner: true, picks: [madePick(1, 0, RUTH.cardId, 'Babe Ruth')] }), {
    'POST drafts/12/pause': () => ok(draftRoom({ isCommissioner: true, version: 5, pauseAfterRound: true, picks: [madePick(1, 0, RUTH.cardId, 'Babe Ruth')] })),
  });
  renderRoom();
  const group = await screen.findByRole('group', { name: 'Commissioner controls' });
  expect(within(group).getByRole('button', { name: 'Undo last pick' })).toBeInTheDocument();
  expect(within(group).getByRole('button', { name: 'Reschedule' })).toBeInTheDocument();
  fireEvent.click(within(group).getByRole('button', { name: 'Pause draft' }));
  expect(await screen.findByText('Drafting pauses after the current round completes.')).toBeInTheDocument();
  expect(within(group).getByRole('button', { name: 'Resume draft' })).toBeInTheDocument();
  expect(within(group).queryByRole('button', { name: 'Pause draft' })).not.toBeInTheDocument();
});

test('the reschedule form gives the three reschedule messages', async () => {
  setup(draftRoom({ isCommissioner: true, status: 'paused', current: { pick: 1, round: 1, pickInRound: 1, team: 0, deadline: null } }));
  renderRoom();
  fireEvent.click(await screen.findByRole('button', { name: 'Reschedule' }));
  const form = screen.getByRole('form', { name: 'Reschedule the draft' });
  fireEvent.change(within(form).getByLabelText('Draft Held date (ET)'), { target: { value: '2031-03-10' } });
  fireEvent.change(within(form).getByLabelText('Reschedule Game Start date (ET)'), { target: { value: '2031-03-09' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Save new schedule' }));
  expect(await within(form).findByText(DRAFT_MESSAGES.rescheduleAfterDraft)).toBeInTheDocument();
  fireEvent.change(within(form).getByLabelText('Reschedule Game Start date (ET)'), { target: { value: '' } });
  expect(await within(form).findByText(DRAFT_MESSAGES.rescheduleRequired)).toBeInTheDocument();
  fireEvent.change(within(form).getByLabelText('Draft Held date (ET)'), { target: { value: '2020-01-01' } });
  expect(await within(form).findByText(DRAFT_MESSAGES.rescheduleFuture)).toBeInTheDocument();
  expect(calls.filter((c) => c.path === 'drafts/12/reschedule')).toHaveLength(0);
});

test('before draftHeldAt the room shows the countdown', async () => {
  setup(draftRoom({ status: 'scheduled', current: null, draftHeldAt: '2031-03-01T19:01:05.000Z' }));
  // A still browser clock: a millisecond between reading the server's time and the first tick would show 01:01:04.
  const clock = jest.spyOn(Date, 'now').mockReturnValue(Date.now());
  try {
    renderRoom();
    expect(await screen.findByRole('timer', { name: 'The draft starts in' })).toHaveTextContent('01:01:05');
  } finally {
    clock.mockRestore();
  }
});
