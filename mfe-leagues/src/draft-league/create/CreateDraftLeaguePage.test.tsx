import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { DRAFT_MESSAGES } from '@bb/shared';
import { fail, mockApi, ok, type Call } from '@bb/shared/src/testing/api-mock';
import { draftRoom } from '../../test/draft-fixtures';
import { login, renderDraftLeague, setupStatsTests, toastMessages } from '../../test/render';

setupStatsTests();

const OPTIONS = {
  seasons: [
    {
      year: 1927,
      leagues: [
        { lgId: 'AL', name: 'American League', players: 250 },
        { lgId: 'NL', name: 'National League', players: 260 },
      ],
    },
    { year: 1937, leagues: [{ lgId: 'NN2', name: 'Negro National League', players: 140 }] },
  ],
};

let calls: Call[];
let release: () => void;
beforeEach(() => {
  login();
  const created = new Promise<void>((resolve) => (release = resolve));
  ({ calls } = mockApi({
    'GET drafts/pool-options': () => ok(OPTIONS),
    'GET leagues/unique-name': (call) => ok({ available: call.url.searchParams.get('name') !== 'Taken' }),
    'POST drafts': async () => {
      await created;
      return { status: 201, body: { data: draftRoom({ leagueId: 42, status: 'scheduled' }) } };
    },
  }));
});

const page = () => renderDraftLeague('/draft-league/create');
const submit = () => screen.getByRole('button', { name: 'Create Draft League' });
const change = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

test('an empty form shows the spec messages beside the fields and sends nothing', async () => {
  page();
  await screen.findByLabelText('1927');
  change('Draft Rounds', '5');
  change('Max Players Per Team', '4');
  change('Reschedule Game Start date (ET)', '');
  fireEvent.click(submit());
  expect(await screen.findByText(DRAFT_MESSAGES.nameRequired)).toBeInTheDocument();
  expect(screen.getByText(DRAFT_MESSAGES.leaguesRequired)).toBeInTheDocument();
  expect(screen.getByText(DRAFT_MESSAGES.rounds)).toBeInTheDocument();
  expect(screen.getByText(DRAFT_MESSAGES.maxPlayers)).toBeInTheDocument();
  expect(screen.getByText(DRAFT_MESSAGES.rescheduleRequired)).toBeInTheDocument();
  // Each message sits beside its field: the input points at it.
  expect(screen.getByLabelText('Draft Rounds')).toHaveAccessibleDescription(DRAFT_MESSAGES.rounds);
  expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
});

test('dates: a past draft, a game start before the draft, and a pool too small get their messages', async () => {
  page();
  fireEvent.click(await screen.findByLabelText('1937'));
  // 8 teams × 24 rounds = 192 players; the 1937 Negro National League has 140.
  expect(screen.getByText(DRAFT_MESSAGES.poolTooSmall(52))).toBeInTheDocument();
  fireEvent.click(screen.getByLabelText('1927'));
  expect(screen.queryByText(/too few for this draft/)).not.toBeInTheDocument();
  change('Draft Held date (ET)', '2020-01-01');
  fireEvent.blur(screen.getByLabelText('Draft Held date (ET)'));
  expect(await screen.findByText(DRAFT_MESSAGES.futureDate)).toBeInTheDocument();
  change('Draft Held date (ET)', '2099-06-10');
  change('Reschedule Game Start date (ET)', '2099-06-09');
  fireEvent.blur(screen.getByLabelText('Reschedule Game Start date (ET)'));
  expect(await screen.findByText(DRAFT_MESSAGES.rescheduleAfterDraft)).toBeInTheDocument();
});

test('a taken name is reported on blur', async () => {
  page();
  change('League Name', 'Taken');
  fireEvent.blur(screen.getByLabelText('League Name'));
  expect(await screen.findByText(DRAFT_MESSAGES.nameTaken)).toBeInTheDocument();
});

test('a double click creates one draft league with one requestId, then its page opens', async () => {
  page();
  change('League Name', 'Hot Stove');
  fireEvent.click(await screen.findByLabelText('1927'));
  fireEvent.click(screen.getByLabelText('1937'));
  change('Draft Mode', 'third-round-reversal');
  change('Round Time (seconds per pick)', '90');
  change('Invite users (optional)', 'bob, cy');
  const button = submit();
  fireEvent.click(button);
  fireEvent.click(button);
  await waitFor(() => expect(button).toBeDisabled());
  expect(button).toHaveTextContent('Creating…');
  await act(async () => release());
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/draft-league/42'));
  const posts = calls.filter((c) => c.method === 'POST');
  expect(posts).toHaveLength(1);
  expect(posts[0]!.body).toEqual(
    expect.objectContaining({
      name: 'Hot Stove',
      totalTeams: 8,
      mode: 'third-round-reversal',
      rounds: 24,
      pickSeconds: 90,
      maxPlayers: 26,
      years: [1927, 1937],
      leagues: ['AL', 'NL', 'NN2'],
      isPrivate: false,
      invites: ['bob', 'cy'],
      draftHeldAt: expect.stringMatching(/Z$/),
      gamesBeginAt: expect.stringMatching(/Z$/),
      requestId: expect.stringMatching(/^[A-Za-z0-9-]{8,64}$/),
    }),
  );
});

test("the server's field errors show beside their fields, without a toast", async () => {
  mockApi({
    'GET drafts/pool-options': () => ok(OPTIONS),
    'GET leagues/unique-name': () => ok({ available: true }),
    'POST drafts': () => fail(400, 'Invalid draft league', { name: DRAFT_MESSAGES.nameTaken, draftHeldAt: DRAFT_MESSAGES.tenMinutes }),
  });
  page();
  change('League Name', 'Hot Stove');
  fireEvent.click(await screen.findByLabelText('1927'));
  fireEvent.click(submit());
  expect(await screen.findByText(DRAFT_MESSAGES.nameTaken)).toBeInTheDocument();
  expect(screen.getByText(DRAFT_MESSAGES.tenMinutes)).toBeInTheDocument();
  expect(toastMessages()).toEqual([]);
});
