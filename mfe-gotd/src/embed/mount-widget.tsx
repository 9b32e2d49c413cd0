import { createRoot } from 'react-dom/client';
import { StyleSheetManager, createGlobalStyle } from 'styled-components';
import { ThemeRoot, ToastViewport, configureApp, initI18n } from '@bb/shared';
import { GotdWidget } from './GotdWidget';

/**
 * Inside the shadow root, the page's selectors cannot reach the widget, but inherited properties (font, colour,
 * line height, letter spacing...) still flow in through the custom element: reset them all at the boundary.
 */
const ShadowReset = createGlobalStyle`
  :host {
    all: initial;
    display: block;
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

export interface MountOptions {
  /** Origin of our deployment (where embed.js came from): the API and the full app live there. */
  origin: string;
}

/** Renders the widget into a shadow root; returns the unmount function. Styles are injected into the shadow root only. */
export function mountWidget(shadow: ShadowRoot, { origin }: MountOptions): () => void {
  configureApp({ restBase: `${origin}/api`, serviceBase: `${origin}/api/svc` });
  initI18n();
  const container = document.createElement('div');
  container.className = 'gotd-widget-root';
  shadow.appendChild(container);
  const root = createRoot(container);
  root.render(
    <StyleSheetManager target={shadow as unknown as HTMLElement}>
      <ThemeRoot withGlobalStyle={false} mode="day">
        <ShadowReset />
        <ToastViewport />
        <GotdWidget appOrigin={origin} />
      </ThemeRoot>
    </StyleSheetManager>,
  );
  return () => {
    root.unmount();
    container.remove();
  };
}
