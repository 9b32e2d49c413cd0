import type { ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { asLifecycles, lendFederationRuntime, type RemoteLifecycles, type RemoteName } from '@bb/shared';
import { loadRegistry } from './remote-registry';

async function loadExposed<T>(remote: RemoteName, exposed: string): Promise<T> {
  lendFederationRuntime();
  await loadRegistry();
  const mod = await loadRemote<T>(`${remote}/${exposed}`);
  if (!mod) throw new Error(`${remote}/${exposed} could not be loaded`);
  return mod;
}

/** Loads `remote/exposed` (e.g. mfe_account/PlanModal) and returns its default component. */
export async function loadRemoteComponent(remote: RemoteName, exposed: string): Promise<ComponentType> {
  const mod = await loadExposed<{ default?: ComponentType }>(remote, exposed);
  if (typeof mod.default !== 'function') throw new Error(`${remote}/${exposed} did not provide a component`);
  return mod.default;
}

/** Loads a remote's single-spa lifecycles (`remote/Area` by default): what the host mounts as a parcel. */
export async function loadRemoteLifecycles(remote: RemoteName, exposed = 'Area'): Promise<RemoteLifecycles<never>> {
  return asLifecycles(await loadExposed<unknown>(remote, exposed), `${remote}/${exposed}`);
}
