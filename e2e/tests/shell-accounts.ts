import type { Page } from 'playwright-core';

/** The spec §3 auth record the signup API answers with. */
export interface StoredRecord {
  api_key: { key: string };
  user: { id: number; username: string; email: string; firstName: string; lastName: string; thumbnail_url: string | null; isSubscribed?: boolean | null };
  isGotdGuestUser: boolean;
}

let counter = 0;

/** Creates a fresh account through the signup API and returns its auth record. */
export async function signUp(page: Page, overrides: { firstName?: string; lastName?: string } = {}): Promise<StoredRecord> {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const response = await page.request.post('/api/users/signup', {
    data: {
      firstName: overrides.firstName ?? 'Ada',
      lastName: overrides.lastName ?? 'Lovelace',
      username: `shell${tag}`,
      email: `shell${tag}@example.com`,
      password: 'Diamond#Dice2024',
      confirmPassword: 'Diamond#Dice2024',
      dateOfBirth: '01/02/1990',
    },
  });
  if (response.status() !== 201) throw new Error(`signup failed: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { data: StoredRecord }).data;
}

/**
 * Logs the browser in by storing the record under authToken (shared's auth bus reads it at start),
 * then loads `path`. The client trusts the stored record's isSubscribed for routing.
 */
export async function loginAs(page: Page, record: StoredRecord, path: string): Promise<void> {
  if (!page.url().startsWith('http')) await page.goto('/terms-of-service');
  await page.evaluate((r) => window.localStorage.setItem('authToken', JSON.stringify(r)), record);
  await page.goto(path);
}

export async function signUpAndLogin(page: Page, path: string, opts: { subscribed: boolean }): Promise<StoredRecord> {
  const record = await signUp(page);
  record.user.isSubscribed = opts.subscribed;
  await loginAs(page, record, path);
  return record;
}
