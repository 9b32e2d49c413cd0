/** What the instance can do to one open stream when it shuts down: tell the browser to reconnect, then end it. */
export type StreamFarewell = () => void;

/**
 * This instance's open live streams (Server-Sent Events), by route. `openEventStream` counts every stream it opens
 * and closes; the metrics read the counts, and a shutting-down instance asks every open stream to reconnect elsewhere.
 */
export class LiveStreams {
  private readonly open = new Map<string, number>();
  private readonly farewells = new Set<StreamFarewell>();

  opened(route: string, farewell?: StreamFarewell): () => void {
    this.open.set(route, (this.open.get(route) ?? 0) + 1);
    if (farewell) this.farewells.add(farewell);
    let counted = true;
    return () => {
      if (!counted) return;
      counted = false;
      if (farewell) this.farewells.delete(farewell);
      const left = (this.open.get(route) ?? 1) - 1;
      if (left > 0) this.open.set(route, left);
      else this.open.delete(route);
    };
  }

  /**
   * Tells every open stream to reconnect and ends it (the instance is shutting down). Returns how many were open.
   * Runs before the realtime modules close their topics, so no stream ends without the word to come back.
   */
  askToReconnect(): number {
    const all = [...this.farewells];
    for (const farewell of all) farewell();
    return all.length;
  }

  byRoute(): ReadonlyMap<string, number> {
    return this.open;
  }

  get total(): number {
    let total = 0;
    for (const count of this.open.values()) total += count;
    return total;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Open live streams of this instance (metrics, shutdown). */
    liveStreams: LiveStreams;
  }
}
