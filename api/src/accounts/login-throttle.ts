import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { loginThrottle } from '../db/schema/index';
import { hashSecret } from '../auth/index';

/** Failed logins allowed per account name from one client within the window before that pair is locked for LOCK_MS. */
export const MAX_FAILED_LOGINS = 5;
/**
 * Failed logins per account name from all new clients together before the name is locked for every client but its
 * known devices: guesses spread over many addresses stop too. One address adds at most MAX_FAILED_LOGINS a window.
 */
export const MAX_FAILED_LOGINS_PER_NAME = 4 * MAX_FAILED_LOGINS;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const LOCK_MS = 15 * 60 * 1000;
/** Dead counters (window over, no lock left) are swept at most this often per instance. */
const SWEEP_EVERY_MS = 10 * 60 * 1000;

export const lockedMessage = (ms: number) => `Too many failed logins. Please try again in ${Math.max(1, Math.ceil(ms / 60_000))} minutes.`;

/** Who is trying to log in: a network address, or a browser known for the account (accounts/known-devices.ts). */
export type LoginClient = { address: string } | { deviceTokenHash: string };

interface Counter {
  key: string;
  max: number;
}

/**
 * Login throttling on top of the per-IP rate limit, keyed by the name typed (hashed, lower-cased) and the client
 * together, so a stranger's failures lock only the stranger: the owner logs in from his own address. A name-wide
 * counter at a higher limit stops guesses spread over many addresses; the owner's known devices pass it, and the
 * mailed reset link clears it (`clearNames`). A name with no account is throttled exactly like one with an account,
 * so the answers tell nothing about which exist.
 */
export class LoginThrottle {
  private lastSweep = 0;

  constructor(
    private readonly db: Db,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  private nameKey(identifier: string): string {
    return hashSecret(identifier.trim().toLowerCase());
  }

  /** The client's own counter first (the one a success clears), then the name-wide one new clients share. */
  private counters(identifier: string, client: LoginClient): Counter[] {
    const name = identifier.trim().toLowerCase();
    if ('deviceTokenHash' in client) return [{ key: hashSecret(`${name}\u0000device\u0000${client.deviceTokenHash}`), max: MAX_FAILED_LOGINS }];
    return [
      { key: hashSecret(`${name}\u0000address\u0000${client.address}`), max: MAX_FAILED_LOGINS },
      { key: hashSecret(`${name}\u0000every-new-client`), max: MAX_FAILED_LOGINS_PER_NAME },
    ];
  }

  /** Milliseconds until this client may try the name again, or 0. */
  async lockedFor(identifier: string, client: LoginClient): Promise<number> {
    const keys = this.counters(identifier, client).map((c) => c.key);
    const rows = await this.db.select({ lockedUntil: loginThrottle.lockedUntil }).from(loginThrottle).where(inArray(loginThrottle.key, keys));
    const now = this.clock().getTime();
    return Math.max(0, ...rows.map((row) => (row.lockedUntil ? row.lockedUntil.getTime() - now : 0)));
  }

  /** Counts a failure on each counter in one statement apiece (parallel guesses cannot slip past a count); locks at the limit. */
  async failed(identifier: string, client: LoginClient): Promise<void> {
    const now = this.clock();
    const windowStart = new Date(now.getTime() - FAILURE_WINDOW_MS);
    const lockUntil = new Date(now.getTime() + LOCK_MS);
    const nameKey = this.nameKey(identifier);
    for (const { key, max } of this.counters(identifier, client)) {
      await this.db
        .insert(loginThrottle)
        .values({ key, nameKey, failures: 1, firstFailureAt: now, lockedUntil: max <= 1 ? lockUntil : null })
        .onConflictDoUpdate({
          target: loginThrottle.key,
          set: {
            failures: sql`case when ${loginThrottle.firstFailureAt} < ${windowStart} then 1 else ${loginThrottle.failures} + 1 end`,
            firstFailureAt: sql`case when ${loginThrottle.firstFailureAt} < ${windowStart} then ${now} else ${loginThrottle.firstFailureAt} end`,
            lockedUntil: sql`case when ${loginThrottle.firstFailureAt} >= ${windowStart} and ${loginThrottle.failures} + 1 >= ${max} then ${lockUntil} else ${loginThrottle.lockedUntil} end`,
          },
        });
    }
    await this.sweep(now, windowStart);
  }

  /** The right password from this client: its own counter starts over (the name-wide one keeps counting strangers). */
  async succeeded(identifier: string, client: LoginClient): Promise<void> {
    const [own] = this.counters(identifier, client);
    await this.db.delete(loginThrottle).where(eq(loginThrottle.key, own!.key));
  }

  /** Every counter of these names, from every client: the owner proved himself through the mailed reset link. */
  async clearNames(identifiers: string[]): Promise<void> {
    const keys = [...new Set(identifiers.filter((name) => name.trim() !== '').map((name) => this.nameKey(name)))];
    if (keys.length > 0) await this.db.delete(loginThrottle).where(inArray(loginThrottle.nameKey, keys));
  }

  /** Counters whose window is over and whose lock (if any) has run out count nothing any more. */
  private async sweep(now: Date, windowStart: Date): Promise<void> {
    if (now.getTime() - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = now.getTime();
    await this.db
      .delete(loginThrottle)
      .where(and(lt(loginThrottle.firstFailureAt, windowStart), or(isNull(loginThrottle.lockedUntil), lt(loginThrottle.lockedUntil, now))));
  }
}
