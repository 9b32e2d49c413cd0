import { mountRootParcel } from 'single-spa';
import type { RemoteLifecycles } from './create-lifecycles';

/**
 * Mounts lifecycles into an element outside any React tree (a partner page's custom element, a test); returns the
 * unmount, which waits for a mount still under way and never throws.
 */
export function mountStandaloneParcel<P extends object>(lifecycles: RemoteLifecycles<P>, domElement: HTMLElement, props: P): () => Promise<void> {
  const parcel = mountRootParcel(lifecycles as never, { ...props, domElement });
  return () =>
    parcel.mountPromise
      .then(() => parcel.unmount())
      .then(() => undefined)
      .catch((error: unknown) => console.error('[parcels] unmount failed', error));
}
