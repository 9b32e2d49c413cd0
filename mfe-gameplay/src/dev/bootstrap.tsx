// Minimal dev shell: runs this remote alone (`pnpm --filter @bb/mfe-gameplay dev`).
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
          <Link to="/game/single">Exhibition Game</Link>
          <Link to="/game/head-to-head">Head to Head</Link>
          <Link to="/game/history">Game History</Link>
          <Link to="/season/exhibition-game">Season Exhibition Game</Link>
          <Link to="/all-star-game">All-Star Game</Link>
        </nav>
        <App />
        <ToastViewport />
      </ThemeRoot>
    </BrowserRouter>,
  );
}
