// Test-only: renders with the router, theme and English strings every panel expects.
import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeRoot } from '../../theme';

/** Providers go in `wrapper` so `rerender` keeps them. */
export function renderUi(ui: ReactElement, path = '/') {
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>
      <ThemeRoot>{children}</ThemeRoot>
    </MemoryRouter>
  );
  return render(ui, { wrapper: Wrapper });
}
