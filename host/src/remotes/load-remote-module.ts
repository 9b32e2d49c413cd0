import type { ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@bb/shared';
import { loadRegistry } from './remote-registry';

interface RemoteModule {
  default: ComponentType;
}

/** Loads `remote/exposed` (e.g. mfe_gotd/App) and returns its default component. */
export async function loadRemoteComponent(remote: RemoteName, exposed = 'App'): Promise<ComponentType> {
  await loadRegistry();
  const mod = await loadRemote<RemoteModule>(`${remote}/${exposed}`);
  if (!mod || typeof mod.default !== 'function') {
    throw new Error(`${remote}/${exposed} did not provide a component`);
  }
  return mod.default;
}
