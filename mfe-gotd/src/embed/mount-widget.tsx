import { createGlobalStyle } from 'styled-components';
import { ToastViewport, configureApp, createRemoteLifecycles, initI18n, mountStandaloneParcel, themeVariables } from '@bb/shared';
import { GotdWidget } from './GotdWidget';

/**
 * Inside the shadow root, the page's selectors cannot reach the widget, but inherited properties (font, colour,
 * line height, letter spacing...) still flow in through the custom element: reset them all at the boundary. The
 * theme's custom properties are set on the host too: the app's `:root` rule does not exist on a partner's page.
 */
const ShadowReset = createGlobalStyle`
  :host {
    all: initial;
    display: block;
    ${(p) => themeVariables(p.theme)}
  }
  .gotd-widget-root {
    all: initial;
    display: block;
    font-family: 'Roboto', system-ui, -apple-system, 'Segoe UI', sans-serif;
  }
  .gotd-widget-root *, .gotd-widget-root *::before, .gotd-widget-root *::after {
    box-sizing: border-box;
  }
`;

function EmbeddedWidget({ appOrigin }: { appOrigin: string }) {
  return (
    <>
      <ShadowReset />
      <ToastViewport />
      <GotdWidget appOrigin={appOrigin} />
    </>
  );
}

/** The widget as single-spa lifecycles; mounted in a shadow root, its styles go into that shadow root only. */
export const widgetLifecycles = createRemoteLifecycles(EmbeddedWidget, { name: 'mfe_gotd/Widget' });

export interface MountOptions {
  /** Origin of our deployment (where embed.js came from): the API and the full app live there. */
  origin: string;
}

/** Mounts the widget's lifecycles into a shadow root on a partner page; returns the unmount function. */
export function mountWidget(shadow: ShadowRoot, { origin }: MountOptions): () => void {
  configureApp({ restBase: `${origin}/api`, serviceBase: `${origin}/api/svc` });
  initI18n();
  const container = document.createElement('div');
  container.className = 'gotd-widget-root';
  shadow.appendChild(container);
  const unmount = mountStandaloneParcel(widgetLifecycles, container, { appOrigin: origin, themeMode: 'day' as const });
  return () => {
    void unmount().then(() => container.remove());
  };
}
