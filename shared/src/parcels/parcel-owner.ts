import { mountRootParcel } from 'single-spa';

export type MountParcel = typeof mountRootParcel;

let owner: Promise<MountParcel> | null = null;

/**
 * single-spa keeps a root parcel in its registry after it unmounts (it forgets only parcels that have an owner),
 * and with it the parcel's props and DOM element: one React root's listeners per visit of an area. So the page's
 * parcels are mounted through one owner parcel that lives as long as the page; an owned parcel is forgotten when
 * it unmounts (proven in e2e/tests/parcel-leaks.e2e.ts).
 */
export function parcelOwner(): Promise<MountParcel> {
  owner ??= new Promise<MountParcel>((resolve, reject) => {
    const parcel = mountRootParcel(
      {
        name: 'bb-parcel-owner',
        bootstrap: () => Promise.resolve(),
        mount: (props: { mountParcel?: MountParcel }) => {
          if (props.mountParcel) resolve(props.mountParcel);
          return Promise.resolve();
        },
        unmount: () => Promise.resolve(),
      },
      { domElement: document.createElement('div') },
    );
    parcel.mountPromise.catch(reject);
  });
  return owner;
}
