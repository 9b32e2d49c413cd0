import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fail, mockApi, ok } from '@bb/shared/src/testing/api-mock';
import { renderAt, setupAccountTests, toastMessages } from '../test/render';
import ForgotPasswordPage from './ForgotPasswordPage';

setupAccountTests();

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

test('asks for a valid e-mail, then shows the server confirmation', async () => {
  const sent = 'If an account exists for this email, you will receive an email for instruction and password reset link.';
  const { calls } = mockApi({ 'POST users/_forgot-password': () => ok({ message: sent }) });
  renderAt(<ForgotPasswordPage />, '/forgot-password');
  expect(screen.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
  expect(screen.getByText('You need to enter email')).toBeInTheDocument();
  type('Email', 'ada@');
  fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
  expect(screen.getByText('Invalid email address')).toBeInTheDocument();
  type('Email', 'ada@example.com');
  fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
  expect(await screen.findByText(sent)).toBeInTheDocument();
  expect(calls.map((c) => c.body)).toEqual([{ email: 'ada@example.com' }]);
});

test('the e-mailed link (?token=) sets a new password and goes to /login', async () => {
  const { calls } = mockApi({ 'POST users/_set-password': () => ok({ message: 'Your password has been reset. Please log in with your new password.' }) });
  renderAt(<ForgotPasswordPage />, '/forgot-password?token=tok123');
  type('New password', 'Fresh#Pass2024');
  type('Confirm new password', 'Fresh#Pass2025');
  fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
  expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
  type('Confirm new password', 'Fresh#Pass2024');
  fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/login$/));
  expect(calls[0]?.body).toEqual({ token: 'tok123', password: 'Fresh#Pass2024', confirmPassword: 'Fresh#Pass2024' });
  expect(toastMessages()).toContain('success: Your password has been reset. Please log in with your new password.');
});

test('an expired link shows the server error', async () => {
  mockApi({ 'POST users/_set-password': () => fail(400, 'This password reset link is invalid or has expired') });
  renderAt(<ForgotPasswordPage />, '/forgot-password?token=old');
  type('New password', 'Fresh#Pass2024');
  type('Confirm new password', 'Fresh#Pass2024');
  fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
  await waitFor(() => expect(toastMessages()).toContain('error: This password reset link is invalid or has expired'));
  expect(screen.getByTestId('where')).toHaveTextContent('/forgot-password?token=old');
});
