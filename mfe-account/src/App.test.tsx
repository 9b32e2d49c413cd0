import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeRoot, initI18n } from '@bb/shared';
import App from './App';

beforeAll(() => initI18n('en'));

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ThemeRoot>
        <App />
      </ThemeRoot>
    </MemoryRouter>,
  );
}

test.each([
  ['/login', 'Login'],
  ['/login-new', 'Login'],
  ['/signup', 'Sign Up'],
  ['/forgot-password', 'Forgot Password'],
  ['/profile', 'My Profile'],
  ['/favorites', 'Favorite Players and Teams'],
  ['/payment', 'Subscription'],
  ['/special-checkout', 'Special Checkout'],
  ['/notifications', 'Notifications'],
])('%s renders the titled page "%s"', (path, title) => {
  renderAt(path);
  expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
});

test('the area marks its DOM with its federation name', () => {
  const { container } = renderAt('/login');
  expect(container.querySelector('[data-remote="mfe_account"]')).not.toBeNull();
});

test('a path the area does not know shows its not-found page with a way home', () => {
  renderAt('/mfe-account-nowhere/deep');
  expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/experiences/new');
});
