import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { gameHeader } from '@bb/shared';
import { boxScore, controls, gameView, ROLL } from '../test/fixtures';
import { fail, mockApi, ok } from '@bb/shared/src/testing/api-mock';
import { renderAt, setupGameplayTests, toastMessages } from '../test/render';
import { PlayPage } from './PlayPage';
import { PlayScreen } from './PlayScreen';
import { STALE_GAME } from './use-live-game';

setupGameplayTests();

const ID = gameView().id;
const PATH = `/game/single/${ID}/play`;
const PATTERN = '/game/single/:gameId/play';
const SO: typeof ROLL = { ...ROLL, index: 9, dice: { d6: 6, row: 12, d20: 1 }, reading: 'SO', outcome: 'SO', batter: { cardId: 'away1-1927', name: 'Mark Koenig' }, outs: 2, outsBefore: 1, runnersAfter: [ROLL.runnersAfter![0]!, null, null] };


function api(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    [`GET games/${ID}`]: () => ok({ game: gameView() }),
    [`GET games/${ID}/plays`]: () => ok([ROLL]),
    [`GET games/${ID}/box_score`]: () => ok(boxScore()),
    ...extra,
  });
}

test('loads the game: scoreboard, runners, the newest play in words, dice; LIVE with the logo locked', async () => {
  api();
  renderAt(<PlayPage />, PATH, PATTERN);
  await screen.findByRole('button', { name: 'Swing Away' });
  expect(screen.getByTestId('die-2d6')).toHaveTextContent('7');
  expect(screen.getByTestId('fielder-P')).toBeInTheDocument();
  expect(screen.getByTestId('last-play')).toHaveTextContent('Combs singles to center');
  expect(screen.getByTestId('mini-diamond')).toHaveAccessibleName('Runners: 1st: Combs');
  expect(gameHeader.getState()).toEqual({ mode: 'LIVE', dicePendingOwnTurn: true });
});

test('Swing Away sends one decision with the version shown; the projection toggles hide panels', async () => {
  const next = gameView({ version: 2, decisionCount: 2, outs: 2, lastPlays: [SO] });
  const { calls } = api({ [`POST games/${ID}/_swing-away`]: () => ok({ game: next }) });
  renderAt(<PlayPage />, PATH, PATTERN);
  fireEvent.click(await screen.findByRole('button', { name: 'Swing Away' }));
  await waitFor(() => expect(screen.getByTestId('dice-reading')).toHaveTextContent('Strikeout'));
  expect(screen.getByTestId('last-play')).toHaveTextContent('Koenig strikes out');
  const swings = calls.filter((c) => c.path.endsWith('_swing-away'));
  expect(swings).toHaveLength(1);
  expect(swings[0]!.body).toEqual({ version: 1 });
  fireEvent.click(screen.getByRole('checkbox', { name: 'Dice Roll' }));
  expect(screen.queryByTestId('dice-projection')).not.toBeInTheDocument();
  fireEvent.click(screen.getByRole('checkbox', { name: 'Pitch' }));
  expect(screen.queryByTestId('matchup')).not.toBeInTheDocument();
});

test("the game fills the screen as a transition (rendered in slices on a phone); a decision's answer stays urgent", async () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const transitions = jest.spyOn(require('react') as typeof import('react'), 'startTransition');
  const next = gameView({ version: 2, decisionCount: 2, outs: 2, lastPlays: [SO] });
  api({ [`POST games/${ID}/_swing-away`]: () => ok({ game: next }) });
  renderAt(<PlayPage />, PATH, PATTERN);
  fireEvent.click(await screen.findByRole('button', { name: 'Swing Away' }));
  const onLoad = transitions.mock.calls.length;
  expect(onLoad).toBeGreaterThan(0);
  await waitFor(() => expect(screen.getByTestId('dice-reading')).toHaveTextContent('Strikeout'));
  expect(transitions).toHaveBeenCalledTimes(onLoad);
  transitions.mockRestore();
});

test('controls come from game.controls only: refused ones are disabled and say why; missing ones are hidden', async () => {
  api({
    [`GET games/${ID}`]: () =>
      ok({ game: gameView({ controls: controls({ swingAway: { allowed: false, reason: 'Waiting for the Reds.' }, undo: { allowed: false }, steal: { allowed: false } }) }) }),
  });
  renderAt(<PlayPage />, PATH, PATTERN);
  const swing = await screen.findByRole('button', { name: 'Swing Away' });
  expect(swing).toBeDisabled();
  expect(swing).toHaveAttribute('title', 'Waiting for the Reds.');
  expect(swing).toHaveAccessibleDescription('Waiting for the Reds.');
  expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Steal' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Intentional Walk' })).toBeEnabled();
  expect(screen.getByRole('button', { name: 'Sacrifice Bunt' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Infield In' })).toHaveAccessibleDescription('Needs a runner on third.');
  expect(gameHeader.getState()).toEqual({ mode: 'LIVE', dicePendingOwnTurn: false });
});

test('tactics, baserunning and mode post to tactic with the version', async () => {
  const { calls } = api({ [`POST games/${ID}/tactic`]: () => ok({ game: gameView() }) });
  renderAt(<PlayPage />, PATH, PATTERN);
  fireEvent.click(await screen.findByRole('button', { name: 'Intentional Walk' }));
  await waitFor(() => expect(calls.filter((c) => c.path.endsWith('tactic'))).toHaveLength(1));
  fireEvent.change(screen.getByRole('combobox', { name: 'Baserunning' }), { target: { value: '0' } });
  await waitFor(() => expect(calls.filter((c) => c.path.endsWith('tactic'))).toHaveLength(2));
  fireEvent.change(screen.getByRole('combobox', { name: 'Mode' }), { target: { value: '1' } });
  await waitFor(() => expect(calls.filter((c) => c.path.endsWith('tactic'))).toHaveLength(3));
  expect(calls.filter((c) => c.path.endsWith('tactic')).map((c) => c.body)).toEqual([
    { type: 'intentionalWalk', version: 1 },
    { type: 'baserunning', scale: 5, value: 0, version: 1 },
    { type: 'mode', mode: 1, version: 1 },
  ]);
  expect(screen.getByRole('option', { name: 'Very Aggressive' })).toBeInTheDocument();
});

test('Undo asks first; No keeps the game, Yes undoes the last decision', async () => {
  let plays = [ROLL];
  const { calls } = api({
    [`GET games/${ID}/plays`]: () => ok(plays),
    [`POST games/${ID}/_undo-play`]: () => {
      plays = [];
      return ok({ game: gameView({ version: 0, decisionCount: 0, lastPlays: [], controls: controls({ undo: { allowed: false, reason: 'Nothing to undo.' } }) }) });
    },
  });
  renderAt(<PlayPage />, PATH, PATTERN);
  fireEvent.click(await screen.findByRole('button', { name: 'Undo' }));
  expect(screen.getByText('Are you sure? It will delete your last pitch.')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'No' }));
  expect(calls.some((c) => c.path.endsWith('_undo-play'))).toBe(false);
  fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
  fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
  await waitFor(() => expect(screen.getByText('Roll the dice with Swing Away.')).toBeInTheDocument());
  expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
});

test('Exit asks, then the computer plays the rest and the result screen opens', async () => {
  api({ [`POST games/${ID}/_exit-game`]: () => ok({ game: gameView({ version: 40, status: 'final', exited: true, awaitingUser: false, winner: 'home' }) }) });
  renderAt(<PlayPage />, PATH, PATTERN);
  fireEvent.click(await screen.findByRole('button', { name: 'Exit Game' }));
  expect(screen.getByText('Are you sure you want to leave? All progress will be lost.')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(`/game/single/${ID}/result`));
});

test("a mode's own exit prompt (Game of the Day's) replaces the spec's words; Yes still exits", async () => {
  const { calls } = mockApi({
    [`GET gotd/games/${ID}`]: () => ok({ game: gameView({ mode: 'gotd' }), gotd: { gameDay: '2026-11-22', result: null } }),
    [`GET gotd/games/${ID}/plays`]: () => ok([ROLL]),
    [`POST gotd/games/${ID}/_exit-game`]: () => ok({ game: gameView({ mode: 'gotd', version: 40, status: 'final', exited: true, awaitingUser: false, winner: 'home' }) }),
  });
  renderAt(<PlayScreen source={{ base: 'gotd/games', gameId: ID }} exitMessage="Leave? The computer finishes it." />);
  fireEvent.click(await screen.findByRole('button', { name: 'Exit Game' }));
  expect(screen.getByRole('alertdialog', { name: 'Leave? The computer finishes it.' })).toBeInTheDocument();
  expect(screen.queryByText('Are you sure you want to leave? All progress will be lost.')).not.toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
  await waitFor(() => expect(calls.some((c) => c.path.endsWith('_exit-game'))).toBe(true));
});

test('Quick Play to the end goes to the result; the header marker is cleared on leaving', async () => {
  api({ [`POST games/${ID}/_quick-play`]: () => ok({ game: gameView({ version: 80, status: 'final', awaitingUser: false, winner: 'away' }) }) });
  const view = renderAt(<PlayPage />, PATH, PATTERN);
  fireEvent.click(await screen.findByRole('button', { name: 'Quick Play' }));
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/result'));
  view.unmount();
  expect(gameHeader.getState()).toEqual({ mode: null, dicePendingOwnTurn: false });
});

test('a substitution shows the spec success toast; a refused one shows the server message', async () => {
  let answer = fail(400, 'Pitcher can not be replaced with a batter.');
  api({ [`POST games/${ID}/substitute-players`]: () => answer });
  renderAt(<PlayPage />, PATH, PATTERN);
  fireEvent.click(await screen.findByRole('tab', { name: 'Substitution' }));
  fireEvent.change(screen.getByRole('combobox', { name: 'Substitution' }), { target: { value: 'newPitcher' } });
  fireEvent.click(screen.getByRole('button', { name: 'Substitute' }));
  await waitFor(() => expect(toastMessages()).toContain('error: Pitcher can not be replaced with a batter.'));
  answer = ok({ game: gameView(), message: 'Player Substituted Successfully!' });
  fireEvent.click(screen.getByRole('button', { name: 'Substitute' }));
  await waitFor(() => expect(toastMessages()).toContain('success: Player Substituted Successfully!'));
});

test('a pinch hitter is refused by its control while the user fields', async () => {
  api();
  renderAt(<PlayPage />, PATH, PATTERN);
  fireEvent.click(await screen.findByRole('tab', { name: 'Substitution' }));
  expect(screen.getByRole('button', { name: 'Substitute' })).toBeDisabled();
});

test('tabs: box score from the server, all plays in words', async () => {
  api();
  renderAt(<PlayPage />, PATH, PATTERN);
  fireEvent.click(await screen.findByRole('tab', { name: 'Box Score' }));
  await screen.findByTestId('box-score');
  fireEvent.click(screen.getByRole('tab', { name: 'All Plays' }));
  expect(screen.getByRole('list', { name: 'Play by play' })).toHaveTextContent('Combs singles to center');
});

test('a stale move (409 from another device) refetches the game and the plays', async () => {
  let version = 1;
  const { calls } = api({
    [`GET games/${ID}`]: () => ok({ game: gameView({ version, outs: version === 1 ? 1 : 2, lastPlays: version === 1 ? [ROLL] : [SO] }) }),
    [`GET games/${ID}/plays`]: () => ok(version === 1 ? [ROLL] : [ROLL, SO]),
    [`POST games/${ID}/_swing-away`]: () => {
      version = 2;
      return fail(409, STALE_GAME);
    },
  });
  renderAt(<PlayPage />, PATH, PATTERN);
  fireEvent.click(await screen.findByRole('button', { name: 'Swing Away' }));
  await waitFor(() => expect(screen.getByTestId('last-play')).toHaveTextContent('Koenig strikes out'));
  expect(toastMessages()).toContain(`error: ${STALE_GAME}`);
  expect(calls.filter((c) => c.method === 'GET' && c.path === `games/${ID}`)).toHaveLength(2);
  expect(calls.filter((c) => c.path.endsWith('/plays'))).toHaveLength(2);
});

test('Game Error: an answer with refresh: true toasts and reloads after the injected 5 s', async () => {
  api({ [`POST games/${ID}/_swing-away`]: () => ({ status: 500, body: { error: 'Game Error', refresh: true } }) });
  const reload = jest.fn();
  const waits: Array<[() => void, number]> = [];
  const environment = { reload, schedule: (run: () => void, ms: number) => void waits.push([run, ms]) };
  renderAt(<PlayScreen source={{ base: 'games', gameId: ID }} environment={environment} />, PATH, PATTERN);
  fireEvent.click(await screen.findByRole('button', { name: 'Swing Away' }));
  await waitFor(() => expect(toastMessages()).toContain('error: Game Error'));
  expect(waits.map(([, ms]) => ms)).toEqual([5000]);
  expect(reload).not.toHaveBeenCalled();
  waits[0]![0]();
  expect(reload).toHaveBeenCalledTimes(1);
});

test('a final game on the screen: Replay in the header, onFinal once, `after` shown, no controls', async () => {
  mockApi({
    [`GET gotd/games/${ID}`]: () => ok({ game: gameView({ mode: 'gotd', status: 'final', winner: 'home', controls: controls({ swingAway: { allowed: false, reason: 'This game is over.' } }) }), gotd: { gameDay: '2026-11-22', result: null } }),
    [`GET gotd/games/${ID}/plays`]: () => ok([ROLL]),
  });
  const onFinal = jest.fn();
  renderAt(<PlayScreen source={{ base: 'gotd/games', gameId: ID }} onFinal={onFinal} after={<p>See the leaderboard</p>} />);
  await screen.findByText('See the leaderboard');
  expect(onFinal).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('button', { name: 'Swing Away' })).not.toBeInTheDocument();
  expect(gameHeader.getState()).toEqual({ mode: 'Replay', dicePendingOwnTurn: false });
});

test('an unknown game shows the server error', async () => {
  mockApi({ [`GET games/${ID}`]: () => fail(404, 'Oops! no record found'), [`GET games/${ID}/plays`]: () => fail(404, 'Oops! no record found') });
  renderAt(<PlayPage />, PATH, PATTERN);
  expect(await screen.findByRole('alert')).toHaveTextContent('Oops! no record found');
  await act(async () => undefined);
});

test('debug file: Send debug file reports the game and what the screen shows, then toasts "Debug file sent successfully."', async () => {
  const { calls } = api({ 'POST client-errors': () => ({ status: 201, body: { data: { id: 7 } } }) });
  renderAt(<PlayPage />, PATH, PATTERN);
  fireEvent.click(await screen.findByRole('button', { name: 'Send debug file' }));
  await waitFor(() => expect(toastMessages()).toContain('success: Debug file sent successfully.'));
  const sent = calls.find((c) => c.method === 'POST' && c.path === 'client-errors')!.body as { message: string; requestData: Record<string, unknown> };
  expect(sent.message).toBe(`Debug file: game ${ID}`);
  expect(sent.requestData).toMatchObject({ kind: 'debug-file', gameId: ID, appVersion: 'V 1.3.48', inning: gameView().inning, score: gameView().score });
});

test('debug file: a refused report shows the server\'s reason, not the success text', async () => {
  api({ 'POST client-errors': () => fail(429, 'Too many requests, please try again in a minute.') });
  renderAt(<PlayPage />, PATH, PATTERN);
  fireEvent.click(await screen.findByRole('button', { name: 'Send debug file' }));
  await waitFor(() => expect(toastMessages()).toContain('error: Too many requests, please try again in a minute.'));
  expect(toastMessages()).not.toContain('success: Debug file sent successfully.');
});
