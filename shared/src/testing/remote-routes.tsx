// Test-only (not exported from the package index): the route contract every remote's App meets.
import type { ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeRoot } from '../theme';
import { initI18n } from '../i18n';

function renderAt(App: ComponentType, path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ThemeRoot>
        <App />
      </ThemeRoot>
    </MemoryRouter>,
  );
}

/**
 * Each [path, title] renders that titled page; the area marks its DOM with its
 * federation name; an unknown path shows the not-found page with a way home.
 */
export function describeRemoteRoutes(App: ComponentType, federationName: string, cases: Array<[string, string]>): void {
  beforeAll(() => initI18n('en'));

  // findBy: an area may load its sections lazily (one chunk per section).
  test.each(cases)('%s renders the titled page "%s"', async (path, title) => {
    renderAt(App, path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  test('the area marks its DOM with its federation name', () => {
    const { container } = renderAt(App, cases[0]![0]);
    expect(container.querySelector(`[data-remote="${federationName}"]`)).not.toBeNull();
  });

  test('a path the area does not know shows its not-found page with a way home', async () => {
    renderAt(App, `/${federationName}-nowhere/deep`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/experiences/new');
  });
}
