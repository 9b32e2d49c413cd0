import type { ActiveSubscription, PurchaseEvent } from '@bb/shared';

export type TrackPurchase = (event: PurchaseEvent) => void;

const STORAGE_KEY = 'purchaseTrackedSessions';
const tracked = new Set<string>();

function storedIds(): string[] {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

function remember(sessionId: string): void {
  tracked.add(sessionId);
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...new Set([...storedIds(), sessionId])].slice(-20)));
  } catch {
    /* in-memory only */
  }
}

/** One purchase event per checkout session id, even if the modal opens again for it. */
export function trackPurchaseOnce(sessionId: string, active: ActiveSubscription, track: TrackPurchase | undefined): boolean {
  if (!track || tracked.has(sessionId) || storedIds().includes(sessionId)) return false;
  remember(sessionId);
  track({
    transaction_id: sessionId,
    value: active.plan.amount / 100,
    currency: active.plan.currency.toUpperCase(),
    plan_id: active.plan.id,
    plan_name: active.plan.name,
    interval: active.plan.interval,
  });
  return true;
}

/** Test helper. */
export function forgetTrackedPurchases(): void {
  tracked.clear();
  try {
    window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    /* nothing stored */
  }
}
