import { LOCAL_KEYS, safeGetItem, safeSetItem } from '@bb/shared';

/** The prompt comes back once this many days have passed. */
export const INSTALL_PROMPT_INTERVAL_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Reads a stored prompt date: an ISO string, or epoch milliseconds from older builds. */
export function parsePromptDate(stored: string | null): Date | null {
  if (!stored) return null;
  const date = /^\d+$/.test(stored) ? new Date(Number(stored)) : new Date(stored);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Shown on first visit (no stored date) and again once 90 or more days have passed. */
export function isInstallPromptDue(stored: string | null, now: Date = new Date()): boolean {
  const last = parsePromptDate(stored);
  if (!last) return true;
  return now.getTime() - last.getTime() >= INSTALL_PROMPT_INTERVAL_DAYS * DAY_MS;
}

export function readInstallPromptDate(): string | null {
  return safeGetItem(LOCAL_KEYS.installPromptDate);
}

export function storeInstallPromptDate(now: Date = new Date()): void {
  safeSetItem(LOCAL_KEYS.installPromptDate, now.toISOString());
}

/** Already running as an installed app: no prompt. */
export function isRunningStandalone(): boolean {
  const standaloneMedia = typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches;
  return standaloneMedia || (navigator as Navigator & { standalone?: boolean }).standalone === true;
}
