/**
 * Whether this instance is on its way out (SIGTERM): from then on /readyz answers 503 so the reverse proxy stops
 * sending it new requests, while everything else is still served until the server closes.
 */
export class Draining {
  private startedAt: number | null = null;

  start(now = Date.now()): void {
    this.startedAt ??= now;
  }

  get active(): boolean {
    return this.startedAt !== null;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Set at the start of a graceful shutdown (readiness fails first, the server closes later). */
    draining: Draining;
  }
}
