// Minimal dev shell: runs this remote alone (`pnpm --filter @bb/mfe-gotd dev`).
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
          <Link to="/game-of-the-day">Game Of The Day</Link>
          <Link to="/leaderboard">Leaderboard</Link>
          <Link to="/today">Today</Link>
        </nav>
        <App />
        <ToastViewport />
      </ThemeRoot>
    </BrowserRouter>,
  );
}
