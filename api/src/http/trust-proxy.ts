import { isIP } from 'node:net';

/**
 * Which X-Forwarded-For hops the server believes: none, a hop count, or the proxies' addresses. Never all of them:
 * then a client that sends its own header picks its address and walks past every per-IP rate limit.
 */
export type TrustProxy = false | number | string[];

/** proxy-addr's trust function: `hop` 0 is the socket's peer, 1 the address it forwarded for, and so on. */
type TrustFunction = (address: string, hop: number) => boolean;

/** proxy-addr's names for the private ranges (`loopback` 127.0.0.1/8 and ::1, `linklocal`, `uniquelocal`). */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function validEntry(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset, empty or `0` trusts no proxy; a whole number is how many proxies stand in front of the server
 * (`1`: the client address is the one our proxy appended to X-Forwarded-For, whatever the client put before it); else a
 * comma-separated list of the proxies' addresses or CIDRs (`10.0.0.1, 10.1.0.0/16`). Anything else stops the start.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '' || text === '0') return false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (!Number.isSafeInteger(hops) || hops > 32) throw new Error(`TRUST_PROXY must be a hop count from 0 to 32 or a list of proxy addresses, got "${value}"`);
    return hops;
  }
  const entries = text.split(',').map((entry) => entry.trim()).filter(Boolean);
  const invalid = entries.filter((entry) => !validEntry(entry));
  if (entries.length === 0 || invalid.length > 0) {
    throw new Error(`TRUST_PROXY must be a hop count (1 = one proxy) or comma-separated proxy addresses/CIDRs; not understood: "${invalid.join('", "') || value}"`);
  }
  return entries;
}

/**
 * The value for Fastify's `trustProxy`. Fastify 5 reads a bare number as "trust nothing" (it cannot check the peer),
 * so a hop count becomes the function Express uses: the nearest `hops` addresses are our proxies, and the client is
 * the address the farthest of them appended. That holds only when clients cannot reach the server around the
 * proxies; where they can, list the proxies' addresses instead (then a direct peer is never believed).
 */
export function fastifyTrustProxy(value: TrustProxy): false | string[] | TrustFunction {
  if (typeof value !== 'number') return value;
  const hops = value;
  return (_address, hop) => hop < hops;
}
