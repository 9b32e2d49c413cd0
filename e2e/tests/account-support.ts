import type { APIRequestContext, Page } from 'playwright-core';
import { E2E_ADMIN_EMAIL } from '../support/server';
import { signUpViaApi, type StoredRecord } from './shell-accounts';
export { subscribeViaApi } from './shell-accounts';

/** The e-mail and password every account e2e sign-up uses. */
export const PASSWORD = 'Diamond#Dice2024';

let counter = 0;
export function uniqueUser(): { username: string; email: string } {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}${Math.floor(Math.random() * 1e6).toString(36)}`;
  return { username: `acct${tag}`, email: `acct${tag}@example.com` };
}

/** 'Tue, Jan 2, 2024' in New York time, the Active Plan modal's format. */
export function etDate(date: Date): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' }).format(date);
}

export async function waitForToast(page: Page, text: string): Promise<void> {
  await page.getByTestId('toast-viewport').getByText(text, { exact: true }).first().waitFor({ state: 'visible', timeout: 15_000 });
}

/** Fills the sign-up form of /signup. */
export async function fillSignup(page: Page, user: { username: string; email: string }): Promise<void> {
  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('Last name').fill('Hopper');
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByLabel('Date of birth').fill('09/12/1986');
}

/** The local provider's hosted checkout page: a test card, then Pay. */
export async function payOnLocalCheckout(page: Page): Promise<void> {
  await page.waitForURL(/\/checkout\/[^/]+$/, { timeout: 15_000 });
  await page.getByLabel('Name on card').fill('Grace Hopper');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
}


/** The e2e admin's session key (ADMIN_EMAILS): signed up the first time, logged in after that. */
export async function adminKey(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/users/login', { data: { email: E2E_ADMIN_EMAIL, password: PASSWORD } });
  if (login.ok()) return ((await login.json()) as { data: StoredRecord }).data.api_key.key;
  const body = { firstName: 'Admin', lastName: 'E2E', username: 'e2eadmin', email: E2E_ADMIN_EMAIL, password: PASSWORD, confirmPassword: PASSWORD, dateOfBirth: '01/02/1980' };
  return (await signUpViaApi(request, body)).api_key.key;
}
