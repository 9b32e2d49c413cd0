import { LOCAL_KEYS } from '@bb/shared';
import { isInstallPromptDue, parsePromptDate, readInstallPromptDate, storeInstallPromptDate } from './install-prompt-schedule';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-06-01T12:00:00Z');
const daysAgo = (n: number) => new Date(now.getTime() - n * DAY).toISOString();

test('due on first visit (no stored date) and for an unreadable date', () => {
  expect(isInstallPromptDue(null, now)).toBe(true);
  expect(isInstallPromptDue('not a date', now)).toBe(true);
});

test('not due before 90 days, due at 90 days and after', () => {
  expect(isInstallPromptDue(daysAgo(10), now)).toBe(false);
  expect(isInstallPromptDue(daysAgo(89), now)).toBe(false);
  expect(isInstallPromptDue(daysAgo(90), now)).toBe(true);
  expect(isInstallPromptDue(daysAgo(91), now)).toBe(true);
});

test('epoch milliseconds are read too', () => {
  expect(parsePromptDate(String(now.getTime()))?.toISOString()).toBe(now.toISOString());
  expect(isInstallPromptDue(String(now.getTime() - 5 * DAY), now)).toBe(false);
});

test('the date is stored under the install-prompt key', () => {
  storeInstallPromptDate(now);
  expect(window.localStorage.getItem(LOCAL_KEYS.installPromptDate)).toBe(now.toISOString());
  expect(readInstallPromptDate()).toBe(now.toISOString());
  window.localStorage.clear();
});
