/** What replaces a secret in a stored report. */
export const REMOVED = '[removed]';

/** Keys whose values are credentials wherever they appear in a report (request bodies, responses, headers). */
const SECRET_KEY = /pass(word)?|secret|token|api[_-]?key|^key$|authori[sz]ation|cookie|session|ticket|card|cvc|cvv|iban/i;
/** A bearer header, a query parameter named like a secret, and a bare 43-character key (our session keys). */
const BEARER = /\b(Bearer|Basic)\s+[^\s"',;]+/gi;
const SECRET_PARAM = /([?&#](?:[^=&#\s]*(?:token|key|ticket|secret|password|session)[^=&#\s]*))=([^&#\s"']*)/gi;
const BARE_KEY = /\b[A-Za-z0-9_-]{43}\b/g;

/** The longest text kept from any string in a report, and how deep its JSON is followed. */
export const MAX_TEXT = 2000;
const MAX_DEPTH = 8;
const MAX_ITEMS = 50;

export function scrubText(text: string): string {
  const cleaned = text.replace(BEARER, `$1 ${REMOVED}`).replace(SECRET_PARAM, `$1=${REMOVED}`).replace(BARE_KEY, REMOVED);
  return cleaned.length > MAX_TEXT ? `${cleaned.slice(0, MAX_TEXT)}…` : cleaned;
}

/**
 * A copy of a report's JSON with every credential replaced, its strings cut to MAX_TEXT, arrays to MAX_ITEMS and
 * nesting to MAX_DEPTH: the browser already strips passwords, but the server does not trust the sender.
 */
export function scrubValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return REMOVED;
  if (Array.isArray(value)) return value.slice(0, MAX_ITEMS).map((item) => scrubValue(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value).slice(0, MAX_ITEMS)) {
    out[scrubText(key)] = SECRET_KEY.test(key) ? REMOVED : scrubValue(item, depth + 1);
  }
  return out;
}
