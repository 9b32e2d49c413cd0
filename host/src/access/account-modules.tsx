import { Component, useCallback, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { ACCOUNT_REMOTE, getErrorReporter } from '@bb/shared';
import { loadRemoteComponent } from '../remotes/load-remote-module';
import { resetRemote } from '../remotes/remote-registry';

/** Loaded account modals stay ready for the next time they open. */
const loaded = new Map<string, ComponentType<never>>();

export type AccountModuleState<P> = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; Component: ComponentType<P> };

export interface AccountModuleLoader {
  load(exposed: string): Promise<ComponentType>;
  reset(): Promise<void>;
}

const federationLoader: AccountModuleLoader = {
  load: (exposed) => loadRemoteComponent(ACCOUNT_REMOTE, exposed),
  reset: () => resetRemote(ACCOUNT_REMOTE),
};

let activeLoader: AccountModuleLoader = federationLoader;

/** Component tests swap the federation loader for local components (federation is proven in e2e). */
export function setAccountModuleLoader(loader: AccountModuleLoader | null): void {
  activeLoader = loader ?? federationLoader;
  loaded.clear();
}

/** Loads mfe_account/{exposed} at runtime; `retry` drops the runtime's cache and tries again. */
export function useAccountModule<P>(exposed: string): { state: AccountModuleState<P>; retry(): void; retrying: boolean } {
  const cached = loaded.get(exposed) as ComponentType<P> | undefined;
  const [state, setState] = useState<AccountModuleState<P>>(cached ? { status: 'ready', Component: cached } : { status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [retrying, setRetrying] = useState(false);

  useEffect(() => {
    const ready = loaded.get(exposed) as ComponentType<P> | undefined;
    if (ready) {
      setState({ status: 'ready', Component: ready });
      return;
    }
    let live = true;
    setState({ status: 'loading' });
    activeLoader.load(exposed).then(
      (Loaded) => {
        loaded.set(exposed, Loaded as ComponentType<never>);
        if (live) setState({ status: 'ready', Component: Loaded as ComponentType<P> });
      },
      (error: unknown) => {
        console.error(`[remotes] ${ACCOUNT_REMOTE}/${exposed} failed to load`, error);
        if (live) setState({ status: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [exposed, attempt]);

  const retry = useCallback(() => {
    setRetrying(true);
    loaded.delete(exposed);
    activeLoader
      .reset()
      .catch((error: unknown) => console.error(`[remotes] reset of ${ACCOUNT_REMOTE} failed`, error))
      .finally(() => {
        setRetrying(false);
        setAttempt((n) => n + 1);
      });
  }, [exposed]);

  return { state, retry, retrying };
}

/** Contains a crashing account modal: the shell shows its fallback instead of losing the page. */
export class AccountModalBoundary extends Component<{ name: string; fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error): void {
    getErrorReporter().report({
      message: `${ACCOUNT_REMOTE}/${this.props.name} crashed: ${error.message}`,
      baseUrl: window.location.origin,
      url: window.location.pathname,
      method: 'RENDER',
      response: null,
      requestData: null,
    });
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
