// Minimal dev shell: runs this remote alone (`pnpm --filter @bb/mfe-account dev`).
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
          <Link to="/login">Login</Link>
          <Link to="/login-new">Login</Link>
          <Link to="/signup">Sign Up</Link>
          <Link to="/forgot-password">Forgot Password</Link>
          <Link to="/profile">My Profile</Link>
          <Link to="/favorites">Favorite Players and Teams</Link>
          <Link to="/payment">Subscription</Link>
          <Link to="/special-checkout">Special Checkout</Link>
          <Link to="/notifications">Notifications</Link>
        </nav>
        <App />
        <ToastViewport />
      </ThemeRoot>
    </BrowserRouter>,
  );
}
