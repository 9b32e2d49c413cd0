import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { authBus } from '@bb/shared';
import { fail, mockApi } from '@bb/shared/src/testing/api-mock';
import { renderAt, setupAccountTests, toastMessages, userRecord } from '../test/render';
import SignupPage from './SignupPage';

setupAccountTests();

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));

function fillValid() {
  type('First name', 'Ada');
  type('Last name', 'Lovelace');
  type('Username', 'ada_l');
  type('Email', 'ada@example.com');
  type('Password', 'Diamond#Dice2024');
  type('Confirm password', 'Diamond#Dice2024');
  type('Date of birth', '10/12/1990');
}

test('every field shows its required message under it on an empty submit', () => {
  const { calls } = mockApi({});
  renderAt(<SignupPage />, '/signup');
  submit();
  for (const text of [
    'You need to enter first name',
    'You need to enter last name',
    'You need to enter username',
    'You need to enter email',
    'You need to enter password',
    'You need to enter date of birth',
  ]) {
    expect(screen.getByText(text)).toBeInTheDocument();
  }
  expect(calls).toHaveLength(0);
});

test('mismatched passwords, a bad e-mail and a future birth year are refused before sending', () => {
  const { calls } = mockApi({});
  renderAt(<SignupPage />, '/signup');
  fillValid();
  type('Email', 'ada@nowhere');
  type('Confirm password', 'Diamond#Dice2025');
  type('Date of birth', `01/01/${new Date().getFullYear() + 1}`);
  submit();
  expect(screen.getByText('Invalid email address')).toBeInTheDocument();
  expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
  expect(screen.getByText('Only date till current year are allowed')).toBeInTheDocument();
  expect(calls).toHaveLength(0);
});

test('sending the form logs no one in: it says to check the mail, whichever address was given', async () => {
  const { calls } = mockApi({ 'POST users/signup': () => ({ status: 202, body: { data: { message: 'Check your e-mail: we sent you a link to finish signing up.' } } }) });
  renderAt(<SignupPage />, '/signup');
  fillValid();
  submit();
  expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toBeInTheDocument();
  expect(screen.getByText('We sent a link to ada@example.com to finish signing up. It works once, for 24 hours.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  expect(authBus.getState()).toBeNull();
  expect(window.localStorage.getItem('signUpJustCompleted')).toBeNull();
  expect(calls[0]?.body).toEqual({
    firstName: 'Ada',
    lastName: 'Lovelace',
    username: 'ada_l',
    email: 'ada@example.com',
    password: 'Diamond#Dice2024',
    confirmPassword: 'Diamond#Dice2024',
    dateOfBirth: '10/12/1990',
  });
});

test('the mailed link finishes the sign-up: the record is stored, signUpJustCompleted=signedup is set before the login event, then /', async () => {
  const record = userRecord({ id: 42 });
  const { calls } = mockApi({ 'POST users/signup/confirm': () => ({ status: 201, body: { data: record } }) });
  let flagAtLogin: string | null = 'unset';
  const off = authBus.on('login', () => (flagAtLogin = window.localStorage.getItem('signUpJustCompleted')));
  renderAt(<SignupPage />, '/signup?token=tok123');
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/));
  off();
  expect(flagAtLogin).toBe('signedup');
  expect(authBus.getState()).toEqual(record);
  expect(calls.filter((c) => c.path === 'users/signup/confirm').map((c) => c.body)).toEqual([{ token: 'tok123' }]);
});

test('a spent or expired link says so and offers to sign up again', async () => {
  mockApi({ 'POST users/signup/confirm': () => fail(400, 'This sign-up link is no longer valid. Please sign up again.') });
  renderAt(<SignupPage />, '/signup?token=old');
  expect(await screen.findByRole('alert')).toHaveTextContent('This sign-up link is no longer valid. Please sign up again.');
  expect(screen.getByRole('link', { name: 'Sign up again' })).toHaveAttribute('href', '/signup');
  expect(authBus.getState()).toBeNull();
});

test('server field errors land under their fields and the error is toasted', async () => {
  mockApi({ 'POST users/signup': () => fail(409, 'This username is already taken') });
  renderAt(<SignupPage />, '/signup');
  fillValid();
  submit();
  await waitFor(() => expect(toastMessages()).toContain('error: This username is already taken'));
  expect(authBus.getState()).toBeNull();
  expect(window.localStorage.getItem('signUpJustCompleted')).toBeNull();
});

test('a 400 with per-field errors shows them under the fields', async () => {
  mockApi({ 'POST users/signup': () => fail(400, 'Invalid email address', { email: 'Invalid email address' }) });
  renderAt(<SignupPage />, '/signup');
  fillValid();
  submit();
  expect(await screen.findByText('Invalid email address', { selector: 'p' })).toBeInTheDocument();
  expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
});

test('the form says signing up means agreeing to the Terms of Service, linked in a new tab', () => {
  mockApi({});
  renderAt(<SignupPage />, '/signup');
  const terms = within(screen.getByRole('form', { name: 'Sign Up' })).getByRole('link', { name: 'Terms of Service' });
  expect(terms).toHaveAttribute('href', '/terms-of-service');
  expect(terms).toHaveAttribute('target', '_blank');
  expect(terms.closest('p')).toHaveTextContent('By signing up you agree to the Terms of Service.');
});
