import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fail, mockApi, ok } from '@bb/shared/src/testing/api-mock';
import { draftedLeague, draftRoom, madePick } from '../test/draft-fixtures';
import { login, renderDraftLeague, setupStatsTests, toastMessages } from '../test/render';

setupStatsTests();
beforeEach(login);

test('before the draft: the countdown on the server clock, the teams, the invitation link and the room', async () => {
  mockApi({
    'GET drafts/12': () =>
      ok(draftRoom({ status: 'scheduled', current: null, now: '2031-03-01T17:00:00.000Z', draftHeldAt: '2031-03-02T18:30:00.000Z', isCommissioner: true, inviteLink: '/live-draft/12?invite=abcdefgh12' })),
  });
  // The browser clock stands still, so the offset and the first tick read the same instant: on a slow machine a
  // millisecond between them would floor the display to 01:29:59.
  const clock = jest.spyOn(Date, 'now').mockReturnValue(Date.parse('2031-03-01T09:00:00.000Z'));
  renderDraftLeague('/draft-league/12');
  expect(await screen.findByRole('timer')).toHaveTextContent('1 day, 01:30:00');
  clock.mockRestore();
  const teams = screen.getByRole('region', { name: 'Teams and managers' });
  expect(within(teams).getByText('Boston Beans (Your team)')).toBeInTheDocument();
  expect(screen.getByLabelText('Invitation link')).toHaveValue('http://localhost/live-draft/12?invite=abcdefgh12');
  expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Enter Draft Room' })).toHaveAttribute('href', '/live-draft/12');
});

test('after the draft: the league tabs with Transaction, and the team validation notice', async () => {
  mockApi({
    'GET drafts/12': () => ok(draftRoom({ status: 'complete', current: null, picks: [madePick(1, 0, 'ruthba01-1927', 'Babe Ruth')] })),
    'GET leagues/12': () => ok(draftedLeague()),
    'GET drafts/12/validation': () => ok({ teams: [{ team: 0, valid: true, problems: [] }, { team: 1, valid: false, problems: ['No catcher'] }] }),
    'GET leagues/12/schedule': () => ok({ games: [], total: 0 }),
  });
  renderDraftLeague('/draft-league/12');
  expect(await screen.findByText(/Chicago Hogs cannot field a lineup and a rotation: No catcher/)).toBeInTheDocument();
  const tabs = screen.getByRole('tablist', { name: 'League sections' });
  expect(within(tabs).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(
    expect.arrayContaining(['Schedule', 'Standings', 'Statistics', 'Transaction', 'Depth Chart', 'Lineup', 'Scores', 'Playoff Bracket', 'Team Schedule']),
  );
  fireEvent.click(within(tabs).getByRole('tab', { name: 'Transaction' }));
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/draft-league/12/transaction'));
});

test('the summary: picks by round and by team with validation; a 403 says so in place without a toast', async () => {
  const room = draftRoom({ status: 'complete', current: null, picks: [madePick(1, 0, 'ruthba01-1927', 'Babe Ruth'), madePick(2, 1, 'gehrilo01-1927', 'Lou Gehrig', { auto: true })] });
  mockApi({
    'GET drafts/12/summary': () =>
      ok({
        room,
        rosters: [
          { team: 0, picks: [room.picks[0]] },
          { team: 1, picks: [room.picks[1]] },
        ],
        validation: { teams: [{ team: 0, valid: true, problems: [] }, { team: 1, valid: false, problems: ['No catcher'] }] },
      }),
    'GET drafts/13/summary': () => fail(403, 'Forbidden'),
  });
  const first = renderDraftLeague('/draft-league/summary/12');
  const round = await screen.findByRole('table', { name: 'Round 1' });
  expect(within(round).getByText('Lou Gehrig (auto)')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('tab', { name: 'By team' }));
  expect(screen.getByText('Cannot field a lineup and a rotation: No catcher')).toBeInTheDocument();
  first.unmount();

  renderDraftLeague('/draft-league/summary/13');
  expect(await screen.findByText('This draft summary is not open to you.')).toBeInTheDocument();
  expect(toastMessages()).toEqual([]);
});
