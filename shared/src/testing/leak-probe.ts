// Test-only (not exported from the package index): counts what a mounted UI holds on to outside its own DOM —
// listeners on window and document, timers, open EventSource / WebSocket streams, nodes left in <body> — so a test
// can mount and unmount something many times and prove nothing grows.

type Registration = { target: EventTarget; type: string; listener: unknown; capture: boolean };

export interface LeakSnapshot {
  windowListeners: number;
  documentListeners: number;
  timers: number;
  openStreams: number;
  bodyNodes: number;
}

const captureOf = (options: unknown): boolean => (typeof options === 'boolean' ? options : Boolean((options as { capture?: boolean } | undefined)?.capture));

/** A stream stand-in jsdom lacks: counts instances until they are closed. */
function countingStream(open: Set<object>) {
  return class CountingStream {
    static readonly CONNECTING = 0;
    static readonly OPEN = 1;
    static readonly CLOSED = 2;
    readyState = 0;
    onmessage: unknown = null;
    onerror: unknown = null;
    onopen: unknown = null;
    onclose: unknown = null;
    constructor(readonly url: string) {
      open.add(this);
    }
    addEventListener(): void {}
    removeEventListener(): void {}
    send(): void {}
    close(): void {
      this.readyState = 2;
      open.delete(this);
    }
  };
}

/** Installs the counters (call in beforeAll; `restore` in afterAll). Timers are counted by jest's fake timers. */
export function installLeakProbe() {
  const registrations: Registration[] = [];
  const streams = new Set<object>();
  const proto = EventTarget.prototype;
  const add = proto.addEventListener;
  const remove = proto.removeEventListener;
  const watched = (target: EventTarget) => target === window || target === document;
  proto.addEventListener = function (this: EventTarget, type: string, listener: unknown, options?: unknown) {
    const capture = captureOf(options);
    if (watched(this) && listener && !registrations.some((r) => r.target === this && r.type === type && r.listener === listener && r.capture === capture)) {
      registrations.push({ target: this, type, listener, capture });
    }
    return add.call(this, type, listener as EventListener, options as AddEventListenerOptions);
  };
  proto.removeEventListener = function (this: EventTarget, type: string, listener: unknown, options?: unknown) {
    const capture = captureOf(options);
    const at = registrations.findIndex((r) => r.target === this && r.type === type && r.listener === listener && r.capture === capture);
    if (at >= 0) registrations.splice(at, 1);
    return remove.call(this, type, listener as EventListener, options as EventListenerOptions);
  };
  const globals = globalThis as unknown as Record<string, unknown>;
  const before = { EventSource: globals.EventSource, WebSocket: globals.WebSocket };
  globals.EventSource = countingStream(streams);
  globals.WebSocket = countingStream(streams);

  return {
    snapshot(): LeakSnapshot {
      return {
        windowListeners: registrations.filter((r) => r.target === window).length,
        documentListeners: registrations.filter((r) => r.target === document).length,
        timers: jest.getTimerCount(),
        openStreams: streams.size,
        bodyNodes: document.body.getElementsByTagName('*').length,
      };
    },
    /** Listeners still registered, for a readable failure. */
    listeners: () => registrations.map((r) => `${r.target === window ? 'window' : 'document'}:${r.type}`),
    restore(): void {
      proto.addEventListener = add;
      proto.removeEventListener = remove;
      globals.EventSource = before.EventSource;
      globals.WebSocket = before.WebSocket;
    },
  };
}
