import { createHash, randomBytes } from 'node:crypto';

/** A random 256-bit secret, URL-safe (session keys, reset tokens). */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** Secrets are stored only as their SHA-256, so a database leak gives no usable key. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}
