import { createRoot } from 'react-dom/client';
import { configureApp, initI18n } from '@bb/shared';
import { App } from './app/App';
import { loadRegistry } from './remotes/remote-registry';

configureApp({ environment: 'LOCAL' });
initI18n();
// Start discovery now, without holding back the first paint of the shell.
loadRegistry().catch((error: unknown) => console.error('[remotes] registry unavailable', error));

const root = document.getElementById('root');
if (root) createRoot(root).render(<App />);
