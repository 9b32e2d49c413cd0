/** Reads a Server-Sent Events stream over real HTTP, as a browser's EventSource would. */
export interface SseEvent {
  event: string;
  data: unknown;
}

export class SseReader {
  readonly events: SseEvent[] = [];
  pings = 0;
  ended = false;
  private waiters: Array<() => void> = [];
  private readonly controller = new AbortController();

  static async open(url: string): Promise<SseReader> {
    const reader = new SseReader();
    const res = await fetch(url, { signal: reader.controller.signal, headers: { accept: 'text/event-stream' } });
    if (res.status !== 200 || !res.body) throw Object.assign(new Error(`stream answered ${res.status}`), { status: res.status, body: await res.text() });
    void reader.pump(res.body);
    return reader;
  }

  private async pump(body: ReadableStream<Uint8Array>): Promise<void> {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          if (block.startsWith(': ping')) this.pings += 1;
          const event = /^event: (.+)$/m.exec(block)?.[1];
          const data = /^data: (.+)$/m.exec(block)?.[1];
          if (event && data) this.events.push({ event, data: JSON.parse(data) });
          this.notify();
        }
      }
    } catch {
      /* aborted */
    }
    this.ended = true;
    this.notify();
  }

  private notify(): void {
    for (const w of this.waiters.splice(0)) w();
  }

  /** Resolves once `predicate` holds, or rejects after `ms`. */
  async until(predicate: (r: SseReader) => boolean, ms = 5000): Promise<void> {
    const deadline = Date.now() + ms;
    while (!predicate(this)) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timed out; events so far: ${JSON.stringify(this.events)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  last(event: string): unknown {
    return [...this.events].reverse().find((e) => e.event === event)?.data;
  }

  close(): void {
    this.controller.abort();
  }
}
