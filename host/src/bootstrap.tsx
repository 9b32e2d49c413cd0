import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApp, getAppConfig, initI18n } from '@bb/shared';
import { App } from './app/App';
import { createShellHistory } from './app/shell-history';
import { loadRegistry } from './remotes/remote-registry';
import { captureTrackingParams } from './analytics/tracking-params';
import { routeRemoteAnalytics } from './analytics/analytics-adapter';
import { listenForInstallPrompt } from './pwa/install-prompt/before-install-prompt';
import { registerServiceWorker } from './pwa/service-worker/register-service-worker';
import { useUpdateReadyStore } from './pwa/service-worker/update-ready-store';
import { afterLoadIdle } from './boot/after-load-idle';

configureApp({ environment: 'LOCAL' });
initI18n();
captureTrackingParams(window.location.search, getAppConfig().environment);
routeRemoteAnalytics();
listenForInstallPrompt();
// Start discovery now, without holding back the first paint of the shell.
loadRegistry().catch((error: unknown) => console.error('[remotes] registry unavailable', error));

// Listening to history starts here, before the first render, so the render can be sliced without missing a navigation.
const history = createShellHistory();
const root = document.getElementById('root');
// A transition, like a remote's mount (shared/src/parcels/create-lifecycles.tsx): React renders the shell in slices of
// a few milliseconds instead of one task that holds a phone's main thread for hundreds.
if (root) {
  const reactRoot = createRoot(root);
  startTransition(() => reactRoot.render(<App history={history} />));
}

if (process.env.NODE_ENV === 'production') {
  // Nothing on this visit waits for the worker: its fetch and registration stay out of the first render.
  afterLoadIdle(() => void registerServiceWorker({ onUpdateReady: (registration) => useUpdateReadyStore.getState().setReady(registration) }));
}
