// The shared play screen is mfe-gameplay's `./PlayScreenParcel` (single-spa lifecycles), loaded at run time through
// Module Federation and mounted as a parcel: remotes never import each other's source, and every remote that shows a
// game (GOTD, the leagues) loads it through this one loader. Its props are restated here (the federation boundary
// has no shared types).
import type { ReactNode } from 'react';
import type { KyInstance } from 'ky';
import { getInstance, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { GameView } from '@bb/contract';
import { getAppConfig } from '../config/app-config';
import { asLifecycles, type RemoteLifecycles } from './create-lifecycles';

/** Who plays (mfe_gameplay's PlaySession): the partner widget brings its own GOTD guest; the app's pages send none. */
export interface PlaySession {
  client(): KyInstance;
  signedIn(): boolean;
}

export interface PlayScreenProps {
  source: { base: 'games' | 'gotd/games'; gameId: string; session?: PlaySession };
  onFinal?: (game: GameView) => void;
  after?: ReactNode;
  /** The exit prompt where leaving does more than the usual words say (Game of the Day: the computer's result counts). */
  exitMessage?: string;
}

export const GAMEPLAY_REMOTE = 'mfe_gameplay';

interface RemoteInfo {
  name: string;
  entry?: string;
}

/**
 * Where mfe_gameplay's manifest is. The runtime this module talks to is the one of the bundle that loaded @bb/shared
 * (the host's in the app, mfe_gotd's on a partner page), so it learns the entry from an instance that already knows
 * it (the host, which read /remotes.json), else from the deployment's /remotes.json (this page's origin in the app,
 * the one embed.js came from on a partner page), else from the default deployment layout there.
 */
async function gameplayEntry(): Promise<string> {
  const known = getInstance((instance) => (instance.options.remotes as RemoteInfo[]).some((r) => r.name === GAMEPLAY_REMOTE && r.entry));
  const remote = (known?.options.remotes as RemoteInfo[] | undefined)?.find((r) => r.name === GAMEPLAY_REMOTE);
  if (remote?.entry) return remote.entry;
  const base = new URL(getAppConfig().restBase, window.location.href).origin;
  try {
    const response = await fetch(`${base}/remotes.json`, { cache: 'no-cache' });
    if (response.ok) {
      const registry = (await response.json()) as Record<string, string>;
      if (registry[GAMEPLAY_REMOTE]) return new URL(registry[GAMEPLAY_REMOTE], `${base}/`).toString();
    }
  } catch {
    /* the layout below still works */
  }
  return `${base}/remotes/mfe-gameplay/mf-manifest.json`;
}

type Lifecycles = RemoteLifecycles<never>;
let loading: Promise<Lifecycles> | null = null;
let forceNext = false;

/** mfe_gameplay/PlayScreenParcel's lifecycles (cached; a failure is forgotten so a retry asks again). */
export function loadPlayScreen(): Promise<Lifecycles> {
  loading ??= (async () => {
    registerRemotes([{ name: GAMEPLAY_REMOTE, entry: await gameplayEntry() }], { force: forceNext });
    forceNext = false;
    return asLifecycles(await loadRemote(`${GAMEPLAY_REMOTE}/PlayScreenParcel`), `${GAMEPLAY_REMOTE}/PlayScreenParcel`);
  })().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** Retry after mfe_gameplay was unreachable: the next load drops what the runtime cached for it. */
export function resetPlayScreen(): Promise<void> {
  loading = null;
  forceNext = true;
  return Promise.resolve();
}
