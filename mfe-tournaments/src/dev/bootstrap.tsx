// Minimal dev shell: runs this remote alone (`pnpm --filter @bb/mfe-tournaments dev`).
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link } from 'react-router-dom';
import { ThemeRoot, ToastViewport, initI18n } from '@bb/shared';
import App from '../App';

initI18n();
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <BrowserRouter>
      <ThemeRoot>
        <nav style={{ display: 'flex', gap: 12, padding: 12, flexWrap: 'wrap' }}>
          <Link to="/tournament-lobby">Tournament Lobby</Link>
          <Link to="/tournament">Create a new Tournament</Link>
          <Link to="/tournament">Tournament</Link>
        </nav>
        <App />
        <ToastViewport />
      </ThemeRoot>
    </BrowserRouter>,
  );
}
