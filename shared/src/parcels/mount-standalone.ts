import type { RemoteLifecycles } from './create-lifecycles';
import { parcelOwner } from './parcel-owner';

/**
 * Mounts lifecycles into an element outside any React tree (a partner page's custom element, a test); returns the
 * unmount, which waits for a mount still under way and never throws.
 */
export function mountStandaloneParcel<P extends object>(lifecycles: RemoteLifecycles<P>, domElement: HTMLElement, props: P): () => Promise<void> {
  const parcel = parcelOwner().then((mountParcel) => mountParcel(lifecycles as never, { ...props, domElement }));
  return () =>
    parcel
      .then(async (mounted) => {
        await mounted.mountPromise;
        await mounted.unmount();
      })
      .then(() => undefined)
      .catch((error: unknown) => console.error('[parcels] unmount failed', error));
}
