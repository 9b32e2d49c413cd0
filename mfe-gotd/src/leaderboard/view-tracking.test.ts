import { createViewTracker, VIEW_DEDUPE_MS } from './view-tracking';

function setup(isReload = false) {
  let now = 1_000_000;
  const send = jest.fn();
  const tracker = createViewTracker({ now: () => now, isReload: () => isReload, send });
  return { tracker, send, advance: (ms: number) => (now += ms) };
}

test('the same view within 3 seconds is sent once', () => {
  const { tracker, send, advance } = setup();
  tracker.view('Overall|TotalWins', { tab: 'Overall' });
  advance(VIEW_DEDUPE_MS - 1);
  tracker.view('Overall|TotalWins', { tab: 'Overall' });
  expect(send).toHaveBeenCalledTimes(1);
  advance(1);
  tracker.view('Overall|TotalWins', { tab: 'Overall' });
  expect(send).toHaveBeenCalledTimes(2);
});

test('a different view is sent at once', () => {
  const { tracker, send } = setup();
  tracker.view('a');
  tracker.view('b');
  expect(send).toHaveBeenCalledTimes(2);
});

test('the view a page reload restores is skipped; later choices are sent', () => {
  const { tracker, send } = setup(true);
  tracker.view('a');
  expect(send).not.toHaveBeenCalled();
  tracker.view('b');
  expect(send).toHaveBeenCalledTimes(1);
});
