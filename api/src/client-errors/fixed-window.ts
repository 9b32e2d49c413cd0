/**
 * At most `max` takes per key per window, in this process. For the client-error sink's per-session limit, where the
 * per-IP limit of @fastify/rate-limit cannot key on a session that is resolved later in the request.
 */
export class FixedWindowCounter {
  private readonly counts = new Map<string, { start: number; used: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  take(key: string): boolean {
    const t = this.now();
    let entry = this.counts.get(key);
    if (!entry || t - entry.start >= this.windowMs) {
      // Expired windows go when the map grows: it never holds more than one window's senders for long.
      if (this.counts.size > 10_000) for (const [k, e] of this.counts) if (t - e.start >= this.windowMs) this.counts.delete(k);
      entry = { start: t, used: 0 };
      this.counts.set(key, entry);
    }
    entry.used += 1;
    return entry.used <= this.max;
  }
}
