/**
 * This instance's open live streams (Server-Sent Events), by route. `openEventStream` counts every stream it opens
 * and closes; the metrics read the counts.
 */
export class LiveStreams {
  private readonly open = new Map<string, number>();

  opened(route: string): () => void {
    this.open.set(route, (this.open.get(route) ?? 0) + 1);
    let counted = true;
    return () => {
      if (!counted) return;
      counted = false;
      const left = (this.open.get(route) ?? 1) - 1;
      if (left > 0) this.open.set(route, left);
      else this.open.delete(route);
    };
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
    /** Open live streams of this instance (metrics). */
    liveStreams: LiveStreams;
  }
}
