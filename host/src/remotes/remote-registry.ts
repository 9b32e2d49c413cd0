import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@bb/shared';

/** name → manifest URL, as served by the server at /remotes.json. */
export type RemotesRegistry = Record<string, string>;

const REGISTRY_URL = '/remotes.json';
let registryPromise: Promise<RemotesRegistry> | null = null;

function absolute(url: string): string {
  return new URL(url, window.location.href).toString();
}

async function fetchRegistry(): Promise<RemotesRegistry> {
  const response = await fetch(REGISTRY_URL, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`remotes registry answered ${response.status}`);
  const registry = (await response.json()) as RemotesRegistry;
  registerRemotes(Object.entries(registry).map(([name, entry]) => ({ name, entry: absolute(entry) })));
  return registry;
}

/**
 * Reads the registry once and registers every remote with the federation
 * runtime. A failed read is forgotten so the next attempt (a Retry) asks again.
 */
export function loadRegistry(): Promise<RemotesRegistry> {
  if (!registryPromise) {
    registryPromise = fetchRegistry().catch((error: unknown) => {
      registryPromise = null;
      throw error;
    });
  }
  return registryPromise;
}

/**
 * Forgets what the runtime cached for one remote (manifest, entry, modules),
 * so the next load fetches it again: the way back after the remote was down.
 */
export async function resetRemote(name: RemoteName): Promise<void> {
  const registry = await loadRegistry();
  const entry = registry[name];
  if (!entry) return;
  registerRemotes([{ name, entry: absolute(entry) }], { force: true });
}
