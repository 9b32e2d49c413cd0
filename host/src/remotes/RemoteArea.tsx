import { useCallback } from 'react';
import { RemoteParcel, type RemoteLifecycles, type RemoteName } from '@bb/shared';
import { loadRemoteLifecycles } from './load-remote-module';
import { resetRemote } from './remote-registry';

interface Props {
  remote: RemoteName;
  /** Injected in component tests; federation itself is proven in e2e. */
  load?: (remote: RemoteName) => Promise<RemoteLifecycles<never>>;
  reset?: (remote: RemoteName) => Promise<void>;
}

/** Mounts a remote's area (its exposed single-spa lifecycles) as a parcel; its failures stay inside this area. */
export function RemoteArea({ remote, load = loadRemoteLifecycles, reset = resetRemote }: Props) {
  const loadArea = useCallback(() => load(remote), [load, remote]);
  const resetArea = useCallback(() => reset(remote), [reset, remote]);
  return <RemoteParcel name={remote} load={loadArea} reset={resetArea} className="remote-area" />;
}
