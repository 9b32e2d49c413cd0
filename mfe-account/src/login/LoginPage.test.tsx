import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { authBus } from '@bb/shared';
import { fail, mockApi, ok } from '@bb/shared/src/testing/api-mock';
import { renderAt, setupAccountTests, toastMessages, userRecord } from '../test/render';
import LoginPage from './LoginPage';

setupAccountTests();

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Login' }));

test('empty submit shows the required messages under the fields and sends nothing', () => {
  const { calls } = mockApi({});
  renderAt(<LoginPage />, '/login');
  submit();
  expect(screen.getByText('You need to enter email or username')).toBeInTheDocument();
  expect(screen.getByText('You need to enter password')).toBeInTheDocument();
  expect(screen.getByLabelText('Email or username')).toHaveAttribute('aria-invalid', 'true');
  expect(calls).toHaveLength(0);
});

test('a message goes away as soon as the field is fixed', () => {
  mockApi({});
  renderAt(<LoginPage />, '/login');
  submit();
  type('Email or username', 'ada');
  expect(screen.queryByText('You need to enter email or username')).not.toBeInTheDocument();
  expect(screen.getByText('You need to enter password')).toBeInTheDocument();
});

test('a wrong password shows the server text as an error toast and stores nothing', async () => {
  mockApi({ 'POST users/login': () => fail(401, 'Invalid username/email or password') });
  renderAt(<LoginPage />, '/login');
  type('Email or username', 'ada');
  type('Password', 'wrong-password');
  submit();
  await waitFor(() => expect(toastMessages()).toContain('error: Invalid username/email or password'));
  expect(authBus.getState()).toBeNull();
  expect(window.localStorage.getItem('authToken')).toBeNull();
  expect(screen.getByTestId('where')).toHaveTextContent('/login');
});

test('success stores the auth record, announces it on the auth bus and goes to /', async () => {
  const record = userRecord();
  let release: () => void = () => undefined;
  const { calls } = mockApi({ 'POST users/login': () => new Promise((resolve) => (release = () => resolve(ok(record) as { body: unknown }))) });
  const heard = jest.fn();
  const off = authBus.on('login', heard);
  renderAt(<LoginPage />, '/login');
  type('Email or username', '  ada@example.com ');
  type('Password', 'Diamond#Dice2024');
  submit();
  expect(await screen.findByRole('button', { name: 'Logging in...' })).toBeDisabled();
  await act(async () => release());
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/));
  off();
  expect(calls[0]?.body).toEqual({ email: 'ada@example.com', password: 'Diamond#Dice2024' });
  expect(heard).toHaveBeenCalledWith(record);
  expect(JSON.parse(window.localStorage.getItem('authToken') ?? 'null')).toEqual(record);
});

test('an already logged-in user is sent to /', () => {
  authBus.login(userRecord());
  mockApi({});
  renderAt(<LoginPage />, '/login');
  expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
});

test('links lead to forgot password and sign up', () => {
  mockApi({});
  renderAt(<LoginPage />, '/login');
  expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
  expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
});
