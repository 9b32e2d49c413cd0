import { File as NodeFile } from 'node:buffer';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { authBus, type UserProfile } from '@bb/shared';
import { mockApi, ok, type Handler } from '@bb/shared/src/testing/api-mock';
import { renderAt, setupAccountTests, toastMessages, userRecord } from '../test/render';
import ProfilePage from './ProfilePage';

setupAccountTests();

const profile: UserProfile = {
  id: 7,
  username: 'ada',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  thumbnail_url: null,
  isSubscribed: false,
  plan: null,
  subscription: null,
  dateOfBirth: '10/12/1990',
  favoriteTeams: ['New York Yankees'],
  isGotdGuestUser: false,
  isAdmin: false,
};

function api(extra: Record<string, Handler> = {}) {
  return mockApi({
    'GET users/me': () => ok(profile),
    'GET franchises': () => ok({ franchises: [{ name: 'Boston Red Sox', active: true }] }),
    'GET favorites/players': ({ url }) =>
      ok({
        players: url.searchParams.get('playerType') === 'B' ? [{ playerId: 'ruthba01', year: 1927, position: 9, customTeamId: '0', playerType: 'B', firstName: 'Babe', lastName: 'Ruth', bats: 'L', throws: 'L', createdAt: '' }] : [],
        pagination: { currentPage: 1, totalPages: 1, totalItems: 1, pageSize: 10 },
      }),
    ...extra,
  });
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const settings = () => within(screen.getByRole('form', { name: 'Profile details' }));

async function open() {
  authBus.login(userRecord());
  renderAt(<ProfilePage />, '/profile');
  await screen.findByLabelText('First name');
}

test('shows every profile field, favorite teams and the favorite batters and pitchers', async () => {
  api();
  await open();
  expect(screen.getByRole('heading', { level: 1, name: 'My Profile' })).toBeInTheDocument();
  expect(screen.getByLabelText('First name')).toHaveValue('Ada');
  expect(screen.getByLabelText('Last name')).toHaveValue('Lovelace');
  expect(screen.getByLabelText('Username')).toHaveValue('ada');
  expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
  expect(screen.getByLabelText('Date of birth')).toHaveValue('10/12/1990');
  expect(screen.getByText('New York Yankees')).toBeInTheDocument();
  expect(await screen.findByText('Babe Ruth (1927)')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Pitchers' })).toBeInTheDocument();
});

test('saving without changes says so and sends nothing', async () => {
  const { calls } = api();
  await open();
  fireEvent.click(settings().getByRole('button', { name: 'Save changes' }));
  await waitFor(() => expect(toastMessages()).toContain('error: You have not updated any information'));
  expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
});

test('date of birth rules: format, current year, not in the future', async () => {
  api();
  await open();
  const year = new Date().getFullYear();
  type('Date of birth', '1990/12/10');
  fireEvent.click(settings().getByRole('button', { name: 'Save changes' }));
  expect(screen.getByText('Invalid Date')).toBeInTheDocument();
  type('Date of birth', `01/01/${year + 1}`);
  expect(screen.getByText('Only date till current year are allowed')).toBeInTheDocument();
  const tomorrow = new Date(Date.now() + 86_400_000);
  if (tomorrow.getFullYear() === year) {
    type('Date of birth', `${String(tomorrow.getDate()).padStart(2, '0')}/${String(tomorrow.getMonth() + 1).padStart(2, '0')}/${year}`);
    expect(screen.getByText('Invalid date of birth')).toBeInTheDocument();
  }
});

test('sends only the changed fields and updates the stored record for the shell', async () => {
  const { calls } = api({ 'PUT users/': ({ body }) => ok({ ...profile, ...(body as object) }) });
  await open();
  type('First name', 'Augusta');
  fireEvent.change(screen.getByRole('combobox', { name: 'Favorite teams' }), { target: { value: 'Boston Red Sox' } });
  fireEvent.click(screen.getByRole('button', { name: 'Add team' }));
  fireEvent.click(settings().getByRole('button', { name: 'Save changes' }));
  await waitFor(() => expect(toastMessages()).toContain('success: Profile updated successfully!'));
  expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ firstName: 'Augusta', favoriteTeams: ['New York Yankees', 'Boston Red Sox'] });
  expect(authBus.getState()?.user.firstName).toBe('Augusta');
});

test('avatar: 5 MB or more is refused with the spec text; a smaller image is uploaded and shown', async () => {
  const { calls } = api({ 'POST users/image': () => ({ status: 201, body: { data: { thumbnail_url: '/api/users/7/image?v=1' } } }) });
  await open();
  const input = screen.getByTestId('avatar-input');
  const big = new File([new Uint8Array(5 * 1024 * 1024)], 'big.png', { type: 'image/png' });
  fireEvent.change(input, { target: { files: [big] } });
  expect(screen.getByText('Please upload a image less then 5mb')).toBeInTheDocument();
  expect(calls.some((c) => c.path === 'users/image')).toBe(false);
  // Node's File: the test environment's FormData (Node's, for ky) only takes Node blobs.
  const small = new NodeFile([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });
  await act(async () => {
    fireEvent.change(input, { target: { files: [small] } });
  });
  await waitFor(() => expect(authBus.getState()?.user.thumbnail_url).toBe('/api/users/7/image?v=1'));
  const upload = calls.find((c) => c.path === 'users/image');
  expect(upload?.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
  expect(screen.getByRole('img', { name: 'Profile picture' }).querySelector('img')).toHaveAttribute('src', '/api/users/7/image?v=1');
  expect(toastMessages()).toContain('success: Profile picture updated successfully!');
});

test('password reset by e-mail asks with the spec confirmation text first', async () => {
  const { calls } = api({ 'POST users/_reset-password': () => ok({ message: 'We have sent you an email with a link to reset your password.' }) });
  await open();
  fireEvent.click(screen.getByRole('button', { name: 'Reset password by email' }));
  const dialog = screen.getByRole('dialog');
  expect(within(dialog).getByText('You will recieve an email for instruction and password reset link. Do you want to proceed?')).toBeInTheDocument();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
  await waitFor(() => expect(toastMessages()).toContain('success: We have sent you an email with a link to reset your password.'));
  expect(calls.filter((c) => c.path === 'users/_reset-password')).toHaveLength(1);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('change password checks the fields, then sends them', async () => {
  const { calls } = api({ 'PUT users/password': () => ok({ message: 'Your password has been changed.' }) });
  await open();
  const form = within(screen.getByRole('form', { name: 'Change Password' }));
  fireEvent.click(form.getByRole('button', { name: 'Update password' }));
  expect(form.getByText('You need to enter current password')).toBeInTheDocument();
  expect(form.getByText('You need to enter new password')).toBeInTheDocument();
  fireEvent.change(form.getByLabelText('Current password'), { target: { value: 'Old#Pass2024' } });
  fireEvent.change(form.getByLabelText('New password'), { target: { value: 'New#Pass2024' } });
  fireEvent.change(form.getByLabelText('Confirm new password'), { target: { value: 'New#Pass2025' } });
  fireEvent.click(form.getByRole('button', { name: 'Update password' }));
  expect(form.getByText('Passwords do not match')).toBeInTheDocument();
  fireEvent.change(form.getByLabelText('Confirm new password'), { target: { value: 'New#Pass2024' } });
  fireEvent.click(form.getByRole('button', { name: 'Update password' }));
  await waitFor(() => expect(toastMessages()).toContain('success: Your password has been changed.'));
  expect(calls.find((c) => c.path === 'users/password')?.body).toEqual({ currentPassword: 'Old#Pass2024', newPassword: 'New#Pass2024', confirmPassword: 'New#Pass2024' });
  expect(form.getByLabelText('Current password')).toHaveValue('');
});
