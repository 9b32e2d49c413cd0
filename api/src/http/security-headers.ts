import { readFileSync, statSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

export interface SecurityHeaderOptions {
  /** PARTNER_ORIGINS: sites that embed the Game of the Day; only they may frame its pages. */
  partnerOrigins: readonly string[];
  /** REMOTES_REGISTRY_FILE: remotes deployed on other origins; their scripts are allowed. */
  remotesRegistryFile: string | null;
  /** Extra origins of the production adapters when their keys are set (Stripe.js, Firebase). */
  scriptOrigins?: readonly string[];
  connectOrigins?: readonly string[];
}

/** Pages a partner may frame: the Game of the Day and its leaderboard (the script embed needs no frame at all). */
export function frameablePath(url: string): boolean {
  return /^\/(game-of-the-day|leaderboard|today)(\/|\?|$)/.test(url);
}

/**
 * The origins of remotes deployed elsewhere (absolute manifest URLs in the registry file), re-read when the file
 * changes: a remote moved to a CDN is allowed with no restart, like /remotes.json itself.
 */
function remoteOriginsReader(file: string | null): () => string[] {
  let seen = -1;
  let origins: string[] = [];
  return () => {
    if (!file) return [];
    try {
      const mtime = statSync(file).mtimeMs;
      if (mtime !== seen) {
        seen = mtime;
        const parsed = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
        origins = [
          ...new Set(
            Object.values(parsed)
              .filter((v): v is string => typeof v === 'string' && /^https?:\/\//.test(v))
              .map((v) => new URL(v).origin),
          ),
        ];
      }
    } catch {
      origins = [];
    }
    return origins;
  };
}

/**
 * Security headers on every response (README "Security headers"): a CSP whose scripts come only from this origin and
 * the registered remote origins (no inline script), frame-ancestors 'none' except the GOTD pages partners may frame,
 * nosniff, a strict referrer policy, HSTS over https.
 *
 * helmet's middleware is built once here and run in an onRequest hook. @fastify/helmet (the adapter) builds it again
 * for every request, parsing and validating the CSP directives each time: a fifth of the CPU of a cached
 * authenticated request (issue 16 item 12, README "Security headers").
 */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): void {
  const remoteOrigins = remoteOriginsReader(options.remotesRegistryFile);
  const remotes = () => remoteOrigins().join(' ') || "'self'";
  const ancestors = (req: IncomingMessage) => (frameablePath(req.url ?? '/') && options.partnerOrigins.length > 0 ? options.partnerOrigins.join(' ') : "'none'");
  const applyHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", (_req: IncomingMessage) => remotes(), ...(options.scriptOrigins ?? [])],
        // styled-components writes its rules into <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", (_req: IncomingMessage) => remotes(), ...(options.connectOrigins ?? [])],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        frameSrc: ["'self'", ...(options.scriptOrigins ?? [])],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: [(req: IncomingMessage) => ancestors(req)],
      },
    },
    // Our scripts and images are loaded by partner pages (the GOTD embed) and by remotes on other origins.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Set below, per request: only over https, and X-Frame-Options cannot name partner origins.
    strictTransportSecurity: false,
    xFrameOptions: false,
  });
  app.addHook('onRequest', (request, reply, done) => applyHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined)));
  app.addHook('onRequest', async (request, reply) => {
    if (!frameablePath(request.url)) void reply.header('x-frame-options', 'DENY');
    if (request.protocol === 'https') void reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
}
