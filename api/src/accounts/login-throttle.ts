import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { loginThrottle } from '../db/schema/index';
import { hashSecret } from '../auth/index';

/** Failed logins allowed per account name within the window before it is locked for LOCK_MS. */
export const MAX_FAILED_LOGINS = 5;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const LOCK_MS = 15 * 60 * 1000;

export const lockedMessage = (ms: number) => `Too many failed logins. Please try again in ${Math.max(1, Math.ceil(ms / 60_000))} minutes.`;

/**
 * Per-account login throttling on top of the per-IP rate limit: guesses spread over many addresses still stop after
 * MAX_FAILED_LOGINS. Keyed by the name typed (hashed, lower-cased), not by the user row, so a name with no account
 * is throttled exactly like one with an account and the answers tell nothing about which exist.
 */
export class LoginThrottle {
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  private key(identifier: string): string {
    return hashSecret(identifier.trim().toLowerCase());
  }

  /** Milliseconds until the name may try again, or 0. */
  async lockedFor(identifier: string): Promise<number> {
    const [row] = await this.db.select().from(loginThrottle).where(eq(loginThrottle.key, this.key(identifier))).limit(1);
    const left = row?.lockedUntil ? row.lockedUntil.getTime() - this.clock().getTime() : 0;
    return Math.max(0, left);
  }

  /** Counts a failure in one statement (parallel guesses cannot slip past the count); locks at the limit. */
  async failed(identifier: string): Promise<void> {
    const now = this.clock();
    const windowStart = new Date(now.getTime() - FAILURE_WINDOW_MS);
    const lockUntil = new Date(now.getTime() + LOCK_MS);
    await this.db
      .insert(loginThrottle)
      .values({ key: this.key(identifier), failures: 1, firstFailureAt: now, lockedUntil: MAX_FAILED_LOGINS <= 1 ? lockUntil : null })
      .onConflictDoUpdate({
        target: loginThrottle.key,
        set: {
          failures: sql`case when ${loginThrottle.firstFailureAt} < ${windowStart} then 1 else ${loginThrottle.failures} + 1 end`,
          firstFailureAt: sql`case when ${loginThrottle.firstFailureAt} < ${windowStart} then ${now} else ${loginThrottle.firstFailureAt} end`,
          lockedUntil: sql`case when ${loginThrottle.firstFailureAt} >= ${windowStart} and ${loginThrottle.failures} + 1 >= ${MAX_FAILED_LOGINS} then ${lockUntil} else ${loginThrottle.lockedUntil} end`,
        },
      });
  }

  async succeeded(identifier: string): Promise<void> {
    await this.db.delete(loginThrottle).where(eq(loginThrottle.key, this.key(identifier)));
  }
}
