// Dev-only (not exported from the package index): runs one remote alone, without the host.
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link } from 'react-router-dom';
import { ThemeRoot } from '../theme';
import { ToastViewport } from '../toast';
import { initI18n } from '../i18n';

export interface DevShellLink {
  to: string;
  label: string;
}

/** Mounts a remote's App in a minimal shell: a router, the theme, toasts and links to its route groups. */
export function mountDevShell(App: ComponentType, links: DevShellLink[]): void {
  initI18n();
  const root = document.getElementById('root');
  if (!root) return;
  createRoot(root).render(
    <BrowserRouter>
      <ThemeRoot>
        <nav style={{ display: 'flex', gap: 12, padding: 12, flexWrap: 'wrap' }}>
          {links.map((link) => (
            <Link key={link.to} to={link.to}>
              {link.label}
            </Link>
          ))}
        </nav>
        <App />
        <ToastViewport />
      </ThemeRoot>
    </BrowserRouter>,
  );
}
