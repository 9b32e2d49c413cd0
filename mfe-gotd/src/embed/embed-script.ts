// embed.js: the one script a partner page includes. It defines <diamond-dice-gotd>, which loads the GOTD remote
// from the deployment this script came from (Module Federation runtime) and mounts the widget in a shadow root.
import { createInstance } from '@module-federation/runtime';
// The one file of @bb/shared this script needs: embed.js stays a few kilobytes, without the library's index.
import { lendFederationRuntime } from '@bb/shared/src/parcels/lend-federation-runtime';

type MountWidget = (shadow: ShadowRoot, options: { origin: string }) => () => void;

const ELEMENT = 'diamond-dice-gotd';
const script = document.currentScript as HTMLScriptElement | null;
const scriptUrl = new URL(script?.src ?? `${location.origin}/remotes/mfe-gotd/embed.js`, location.href);
const remoteBase = new URL('.', scriptUrl).href;

let mountModule: Promise<MountWidget> | null = null;

function loadMount(): Promise<MountWidget> {
  mountModule ??= (async () => {
    // On a partner page this script is the remote's host: it lends the federation runtime the remote is built to use.
    lendFederationRuntime();
    const federation = createInstance({
      name: 'diamond_dice_gotd_embed',
      remotes: [{ name: 'mfe_gotd', entry: `${remoteBase}mf-manifest.json` }],
      // No shared libraries offered: the remote uses its own copies, so the partner page needs nothing else.
      shared: {},
    });
    const loaded = await federation.loadRemote<{ mountWidget: MountWidget }>('mfe_gotd/Widget');
    if (!loaded) throw new Error('Diamond Dice: the Game of the Day widget could not be loaded');
    return loaded.mountWidget;
  })();
  return mountModule;
}

class DiamondDiceGotd extends HTMLElement {
  private unmount: (() => void) | null = null;
  private connected = false;

  connectedCallback(): void {
    this.connected = true;
    const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
    const origin = this.getAttribute('origin') || scriptUrl.origin;
    loadMount().then(
      (mount) => {
        if (this.connected && !this.unmount) this.unmount = mount(shadow, { origin });
      },
      (error: unknown) => {
        console.error(error);
        shadow.textContent = 'Game of the Day is unavailable right now.';
      },
    );
  }

  disconnectedCallback(): void {
    this.connected = false;
    this.unmount?.();
    this.unmount = null;
  }
}

if (!customElements.get(ELEMENT)) customElements.define(ELEMENT, DiamondDiceGotd);
