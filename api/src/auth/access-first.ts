import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';

/**
 * How a route family checks that the caller may see the resource in its path: it throws (or sends) the 401/403/404
 * its handlers would answer, and resolves when the caller may see it.
 */
export type AccessProbe = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Declares the access check of every route whose URL is `pattern` or starts with `pattern/` (e.g.
     * '/api/leagues/:leagueId'); the longest pattern wins. See `registerAccessFirst`.
     */
    accessProbe(pattern: string, probe: AccessProbe): void;
    /** The routes whose body or query validation waits for access (tests read it). */
    accessFirstRoutes(): DeferredRoute[];
  }
  interface FastifyContextConfig {
    /** false: this route's bad input answers 400 before any access check (it has no resource to hide). */
    accessFirst?: false;
  }
}

const DEFERRED = Symbol('validation after access');

export interface DeferredRoute {
  method: string;
  url: string;
  /** Which inputs the route validates: a test sends a bad one of them. */
  body: boolean;
  querystring: boolean;
}

/**
 * Access before validation, in one place. Fastify validates a request before any preHandler runs, so an outsider
 * sending a malformed body or query to a resource he cannot see learned 400 where the right answer is 401, 403 or
 * 404. Every route with a body or query schema has its validation result held (`attachValidation`) until after its
 * own preHandlers (requireUser, requireAdmin, …) and, when the input was bad, its family's access probe: only a caller
 * who passes them gets the 400. Valid requests are untouched (the probe runs only on bad input); a bad path parameter
 * still answers 400 at once (there is no resource to look up).
 */
export function registerAccessFirst(app: FastifyInstance): void {
  if (app.hasDecorator('accessProbe')) return;
  const probes: Array<{ pattern: string; probe: AccessProbe }> = [];
  const deferred: DeferredRoute[] = [];
  app.decorate('accessProbe', (pattern: string, probe: AccessProbe) => {
    probes.push({ pattern, probe });
  });
  app.decorate('accessFirstRoutes', () => [...deferred]);

  const probeOf = (url: string): AccessProbe | null => {
    const matching = probes.filter(({ pattern }) => url === pattern || url.startsWith(`${pattern}/`));
    matching.sort((a, b) => b.pattern.length - a.pattern.length);
    return matching[0]?.probe ?? null;
  };

  app.addHook('onRoute', (route: RouteOptions) => {
    const schema = route.schema as { body?: unknown; querystring?: unknown } | undefined;
    if (!schema?.body && !schema?.querystring) return;
    if ((route.config as { accessFirst?: false } | undefined)?.accessFirst === false) return;
    const own = route.preHandler === undefined ? [] : Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler];
    // Fastify re-announces a GET as HEAD with the same options: hold its validation once.
    if (own.some((hook) => DEFERRED in hook)) return;
    const url = route.url;
    let probe: AccessProbe | null | undefined;
    const validationAfterAccess = Object.assign(
      async function validationAfterAccess(request: FastifyRequest, reply: FastifyReply) {
        const invalid = request.validationError as (Error & { validationContext?: string }) | undefined;
        if (!invalid) return;
        if (invalid.validationContext !== 'params') {
          // Looked up on first use: families declare their probes when they register, in any order.
          probe ??= probeOf(url);
          if (probe) await probe(request, reply);
          if (reply.sent) return reply;
        }
        throw invalid;
      },
      { [DEFERRED]: true },
    );
    route.attachValidation = true;
    route.preHandler = [...own, validationAfterAccess];
    for (const method of [route.method].flat()) deferred.push({ method: String(method), url, body: Boolean(schema.body), querystring: Boolean(schema.querystring) });
  });
}
