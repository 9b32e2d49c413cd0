// Minimal dev shell: runs this remote alone (`pnpm --filter @bb/mfe-leagues dev`).
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
          <Link to="/game/historical-league">Historical League</Link>
          <Link to="/draft-league">Draft League</Link>
          <Link to="/game/draft-league">Draft League Game</Link>
          <Link to="/live-draft">Live Draft</Link>
          <Link to="/season">Season</Link>
          <Link to="/league-calendar">League Calendar</Link>
          <Link to="/stats-and-ratings">Stats & Ratings</Link>
        </nav>
        <App />
        <ToastViewport />
      </ThemeRoot>
    </BrowserRouter>,
  );
}
