import { registerRemotes } from '@module-federation/enhanced/runtime';
import { INLINE_REGISTRY_ID, type RemoteName, type RemotesRegistry } from '@bb/shared';

const REGISTRY_URL = '/remotes.json';
let registryPromise: Promise<RemotesRegistry> | null = null;
let inlineRead = false;

function absolute(url: string): string {
  return new URL(url, window.location.href).toString();
}

function isRegistry(value: unknown): value is RemotesRegistry {
  return Boolean(value) && typeof value === 'object' && !Array.isArray(value) && Object.values(value as object).every((entry) => typeof entry === 'string');
}

/**
 * The registry the page arrived with, once: a later read (a Retry after a remote failed) asks the server again, as
 * does a page without one (the service worker's cached shell, the dev server) or with one that does not parse.
 */
function takeInlineRegistry(): RemotesRegistry | null {
  if (inlineRead) return null;
  inlineRead = true;
  const text = document.getElementById(INLINE_REGISTRY_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return isRegistry(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

async function fetchRegistry(): Promise<RemotesRegistry> {
  const response = await fetch(REGISTRY_URL, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`remotes registry answered ${response.status}`);
  const registry: unknown = await response.json();
  if (!isRegistry(registry)) throw new Error('remotes registry is not a map of names to manifest URLs');
  return registry;
}

async function readRegistry(): Promise<RemotesRegistry> {
  const registry = takeInlineRegistry() ?? (await fetchRegistry());
  registerRemotes(Object.entries(registry).map(([name, entry]) => ({ name, entry: absolute(entry) })));
  return registry;
}

/**
 * Reads the registry once (from the page, else from the server) and registers every remote with the federation
 * runtime. A failed read is forgotten so the next attempt (a Retry) asks again.
 */
export function loadRegistry(): Promise<RemotesRegistry> {
  if (!registryPromise) {
    registryPromise = readRegistry().catch((error: unknown) => {
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
