import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Input no route should ever have to think about: text with NUL characters or
 * lone UTF-16 surrogates (PostgreSQL refuses the first and mangles the second,
 * which used to surface as 500s), single strings longer than any field we keep,
 * and JSON nested deeper than any request we define. One check, run before
 * every route's own validation, answers them all with 400.
 */
export const MAX_STRING_LENGTH = 20_000;
export const MAX_JSON_DEPTH = 20;

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a string is refused, or null when it is fine. */
export function hostileString(value: string): string | null {
  if (value.length > MAX_STRING_LENGTH) return `a value is longer than ${MAX_STRING_LENGTH} characters`;
  if (value.includes('\u0000')) return 'a value contains a NUL character';
  if (LONE_SURROGATE.test(value)) return 'a value contains an invalid character';
  return null;
}

/** Walks a parsed value (iteratively: a hostile depth must not exhaust our own stack). */
export function hostileValue(root: unknown): string | null {
  const stack: Array<{ value: unknown; depth: number }> = [{ value: root, depth: 0 }];
  while (stack.length > 0) {
    const { value, depth } = stack.pop()!;
    if (typeof value === 'string') {
      const reason = hostileString(value);
      if (reason) return reason;
      continue;
    }
    if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) continue;
    if (depth >= MAX_JSON_DEPTH) return `the request is nested deeper than ${MAX_JSON_DEPTH} levels`;
    for (const [key, child] of Object.entries(value)) {
      const reason = hostileString(key);
      if (reason) return reason;
      stack.push({ value: child, depth: depth + 1 });
    }
  }
  return null;
}

/** Nesting depth of raw JSON text, counted without parsing it (so `[[[[…` never reaches JSON.parse). */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i += 1;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 /* { */ || c === 91 /* [ */) {
      depth += 1;
      if (depth > limit) return true;
    } else if (c === 125 || c === 93) depth -= 1;
  }
  return false;
}

function badRequest(reason: string): Error {
  return Object.assign(new Error(`Invalid request: ${reason}.`), { statusCode: 400 });
}

export function registerHostileInputGuard(app: FastifyInstance): void {
  // Our own JSON parser: the depth is checked on the text, then the default
  // (prototype-poisoning-safe) parser reads it.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) return done(badRequest(`the request is nested deeper than ${MAX_JSON_DEPTH} levels`), undefined);
    parseJson(request, text, done);
  });

  app.addHook('preValidation', async (request: FastifyRequest) => {
    const reason = hostileValue(request.params) ?? hostileValue(request.query) ?? hostileValue(request.body);
    if (reason) throw badRequest(reason);
  });
}
