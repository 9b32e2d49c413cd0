import { act, render, screen } from '@testing-library/react';
import { useLeagueData } from './use-league-data';

interface Deferred {
  resolve: (value: string) => void;
  reject: (error: unknown) => void;
  signal: AbortSignal;
}

/** A load whose answers the test gives by hand, one per call, with the signal each call got. */
function manualLoad() {
  const calls: Deferred[] = [];
  const load = (signal: AbortSignal) => new Promise<string>((resolve, reject) => calls.push({ resolve, reject, signal }));
  return { load, calls };
}

function Probe({ id, load, onError }: { id: string | null; load: (signal: AbortSignal) => Promise<string>; onError?: (error: unknown) => void }) {
  const { data, error, loading } = useLeagueData(id, load, onError);
  return <p data-testid="state">{loading ? 'loading' : error ? `error ${String(error)}` : `data ${data}`}</p>;
}
const shown = () => screen.getByTestId('state').textContent;

let transitions: jest.SpyInstance;
beforeEach(() => {
  // The module object itself: an `import * as` namespace is a copy the hook never calls through.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  transitions = jest.spyOn(require('react') as typeof import('react'), 'startTransition');
});
afterEach(() => transitions.mockRestore());

it('shows the answer, as a transition: a phone renders the page it fills in slices, not in one long task', async () => {
  const { load, calls } = manualLoad();
  render(<Probe id="7" load={load} />);
  expect(shown()).toBe('loading');
  expect(transitions).not.toHaveBeenCalled();
  await act(async () => calls[0]!.resolve('league 7'));
  expect(shown()).toBe('data league 7');
  expect(transitions).toHaveBeenCalledTimes(1);
});

it('keeps a failure for the panel, reports it once, and shows it as a transition too', async () => {
  const { load, calls } = manualLoad();
  const onError = jest.fn();
  render(<Probe id="7" load={load} onError={onError} />);
  await act(async () => calls[0]!.reject('gone'));
  expect(shown()).toBe('error gone');
  expect(onError).toHaveBeenCalledWith('gone');
  expect(transitions).toHaveBeenCalledTimes(1);
});

it("drops the answer of a key that was replaced before it came, and the old request's signal is aborted", async () => {
  const { load, calls } = manualLoad();
  const { rerender } = render(<Probe id="7" load={load} />);
  rerender(<Probe id="8" load={load} />);
  expect(calls[0]!.signal.aborted).toBe(true);
  await act(async () => calls[0]!.resolve('league 7'));
  expect(shown()).toBe('loading');
  await act(async () => calls[1]!.resolve('league 8'));
  expect(shown()).toBe('data league 8');
});
