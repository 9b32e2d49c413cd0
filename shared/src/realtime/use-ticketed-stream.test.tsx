import { act, render } from '@testing-library/react';
import { FakeEventSource } from '../testing/fake-event-source';
import { useTicketedStream, type TicketedStreamDeps } from './use-ticketed-stream';


let tickets = 0;
const deps = (signedIn = true): Partial<TicketedStreamDeps> => ({
  openEventSource: (url) => new FakeEventSource(url),
  requestTicket: async () => `t${++tickets}`,
  signedIn: () => signedIn,
  retryDelaysMs: [10],
});

function Probe({ onMessage, onReconnect, signedIn = true }: { onMessage: (m: unknown) => void; onReconnect: () => void; signedIn?: boolean }) {
  useTicketedStream<unknown>('room-1', { enabled: true, url: (ticket) => `/s?ticket=${ticket ?? ''}`, events: ['draft'], onMessage, onReconnect, deps: deps(signedIn) });
  return null;
}

const flush = () => act(async () => undefined);

beforeEach(() => {
  FakeEventSource.all = [];
  tickets = 0;
});
afterEach(() => jest.useRealTimers());

test('opens with a ticket, passes the named events on, and ignores bad JSON', async () => {
  const messages: unknown[] = [];
  const view = render(<Probe onMessage={(m) => messages.push(m)} onReconnect={() => undefined} />);
  await flush();
  const es = FakeEventSource.all[0]!;
  expect(es.url).toBe('/s?ticket=t1');
  act(() => es.emit('draft', '{"type":"room"}'));
  act(() => es.emit('draft', 'not json'));
  act(() => es.emit('other', '{"type":"x"}'));
  expect(messages).toEqual([{ type: 'room' }]);
  view.unmount();
  expect(es.closed).toBe(true);
});

test('an error closes the stream and reopens it with a fresh ticket, then asks the screen to catch up', async () => {
  jest.useFakeTimers();
  const onReconnect = jest.fn();
  render(<Probe onMessage={() => undefined} onReconnect={onReconnect} />);
  await flush();
  act(() => FakeEventSource.all[0]!.onerror?.(new Event('error')));
  expect(FakeEventSource.all[0]!.closed).toBe(true);
  await act(async () => {
    jest.advanceTimersByTime(10);
  });
  await flush();
  expect(FakeEventSource.all).toHaveLength(2);
  expect(FakeEventSource.all[1]!.url).toBe('/s?ticket=t2');
  expect(onReconnect).toHaveBeenCalledTimes(1);
});

test('guests open the stream without a ticket', async () => {
  render(<Probe onMessage={() => undefined} onReconnect={() => undefined} signedIn={false} />);
  await flush();
  expect(FakeEventSource.all[0]!.url).toBe('/s?ticket=');
  expect(tickets).toBe(0);
});

test("a restarting server's `reconnect` reopens the stream after the short restart delay, not the error back-off, and the screen catches up", async () => {
  jest.useFakeTimers();
  const onReconnect = jest.fn();
  function Restarting() {
    useTicketedStream<unknown>('room-1', {
      enabled: true, url: (ticket) => `/s?ticket=${ticket ?? ''}`, events: ['draft'], onMessage: () => undefined, onReconnect,
      deps: { ...deps(), retryDelaysMs: [5000], restartDelayMs: () => 40 },
    });
    return null;
  }
  render(<Restarting />);
  await flush();
  const first = FakeEventSource.all[0]!;
  act(() => first.emit('reconnect', { reason: 'restart' }));
  expect(first.closed).toBe(true);
  // The browser's own error when the server then ends the stream changes nothing: one reopen is planned.
  act(() => first.fail());
  await act(async () => {
    jest.advanceTimersByTime(39);
  });
  expect(FakeEventSource.all).toHaveLength(1);
  await act(async () => {
    jest.advanceTimersByTime(1);
  });
  await flush();
  expect(FakeEventSource.all.map((es) => es.url)).toEqual(['/s?ticket=t1', '/s?ticket=t2']);
  expect(onReconnect).toHaveBeenCalledTimes(1);
});
