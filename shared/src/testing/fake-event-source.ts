// Test-only: an EventSource stand-in for every stream (realtime, draft room, game): tests open it through the code's
// `openEventSource` (or as `globalThis.EventSource`), find it in `FakeEventSource.all` and push events into it.
import type { EventSourceLike } from '../realtime/server-channel';

export class FakeEventSource implements EventSourceLike {
  static all: FakeEventSource[] = [];
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  private listeners = new Map<string, Array<(event: MessageEvent<string>) => void>>();
  constructor(readonly url: string) {
    FakeEventSource.all.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  /** One server-sent event of `type`; data that is not a string goes as JSON. React tests wrap it in act(). */
  emit(type: string, data: unknown) {
    for (const l of this.listeners.get(type) ?? []) l({ data: typeof data === 'string' ? data : JSON.stringify(data) } as MessageEvent<string>);
  }
  fail() {
    this.onerror?.(new Event('error'));
  }
}
