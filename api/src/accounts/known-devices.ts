import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, desc, eq, gt, lt, notInArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { knownDevices } from '../db/schema/index';
import { hashSecret, newSecret } from '../auth/index';

export const KNOWN_DEVICE_COOKIE = 'bb_device';
/** A browser stays known this long after its last successful login. */
export const KNOWN_DEVICE_MS = 180 * 24 * 60 * 60 * 1000;
/** Devices remembered per user; the least recently used go first. */
const DEVICES_PER_USER = 20;
/** The cookie goes only to the account routes that read it: login and the reset link's set-password. */
const COOKIE_PATH = '/api/users';
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export interface KnownDevice {
  userId: number;
  token: string;
  tokenHash: string;
}

function cookieToken(request: FastifyRequest): string | null {
  const header = request.headers.cookie;
  if (typeof header !== 'string') return null;
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === KNOWN_DEVICE_COOKIE) {
      const value = rest.join('=');
      return TOKEN.test(value) ? value : null;
    }
  }
  return null;
}

/**
 * Browsers that have logged in to an account before, remembered by a random token in an HttpOnly cookie (stored
 * hashed, like session keys). Failures strangers cause lock the strangers' clients, not the owner's known browsers.
 * The cookie is a second factor for the throttle only: it never logs anyone in without the password.
 */
export class KnownDevices {
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** The account this request's browser is known for, if its cookie names a live device. */
  async recognise(request: FastifyRequest): Promise<KnownDevice | null> {
    const token = cookieToken(request);
    if (!token) return null;
    const tokenHash = hashSecret(token);
    const [row] = await this.db
      .select({ userId: knownDevices.userId })
      .from(knownDevices)
      .where(and(eq(knownDevices.tokenHash, tokenHash), gt(knownDevices.expiresAt, this.clock())))
      .limit(1);
    return row ? { userId: row.userId, token, tokenHash } : null;
  }

  /**
   * After the user proved himself (the password, or the mailed reset link): this browser is known for him from now on.
   * A browser already known for him keeps its token, with the expiry moved on in the table and the cookie alike; any
   * other gets a new token (a shared browser is known for whoever proved himself on it last).
   */
  async remember(request: FastifyRequest, reply: FastifyReply, userId: number, device: KnownDevice | null): Promise<void> {
    const now = this.clock();
    const expiresAt = new Date(now.getTime() + KNOWN_DEVICE_MS);
    let token: string;
    if (device && device.userId === userId) {
      token = device.token;
      await this.db.update(knownDevices).set({ lastUsedAt: now, expiresAt }).where(eq(knownDevices.tokenHash, device.tokenHash));
    } else {
      token = newSecret();
      await this.db.insert(knownDevices).values({ tokenHash: hashSecret(token), userId, createdAt: now, lastUsedAt: now, expiresAt });
      await this.prune(userId, now);
    }
    const secure = request.protocol === 'https' ? '; Secure' : '';
    reply.header('set-cookie', `${KNOWN_DEVICE_COOKIE}=${token}; Path=${COOKIE_PATH}; Max-Age=${Math.floor(KNOWN_DEVICE_MS / 1000)}; HttpOnly; SameSite=Strict${secure}`);
  }

  private async prune(userId: number, now: Date): Promise<void> {
    await this.db.delete(knownDevices).where(and(eq(knownDevices.userId, userId), lt(knownDevices.expiresAt, now)));
    const kept = this.db
      .select({ tokenHash: knownDevices.tokenHash })
      .from(knownDevices)
      .where(eq(knownDevices.userId, userId))
      .orderBy(desc(knownDevices.lastUsedAt))
      .limit(DEVICES_PER_USER);
    await this.db.delete(knownDevices).where(and(eq(knownDevices.userId, userId), notInArray(knownDevices.tokenHash, kept)));
  }
}
