import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { SectionUnavailable, Spinner } from '@bb/shared';
import type { RemoteName } from '@bb/shared';
import { loadRemoteComponent } from './load-remote-module';
import { resetRemote } from './remote-registry';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

type LoadState = { status: 'loading' } | { status: 'ready'; Component: ComponentType } | { status: 'failed' };

// Keeps a loaded area mounted instantly when the user moves between its pages.
const loaded = new Map<string, ComponentType>();

interface Props {
  remote: RemoteName;
  exposed?: string;
  /** Injected in component tests; federation itself is proven in e2e. */
  load?: (remote: RemoteName, exposed: string) => Promise<ComponentType>;
  reset?: (remote: RemoteName) => Promise<void>;
}

/** Loads a remote's component at runtime and isolates its failures to this area. */
export function RemoteArea({ remote, exposed = 'App', load = loadRemoteComponent, reset = resetRemote }: Props) {
  const key = `${remote}/${exposed}`;
  const cached = loaded.get(key);
  const [state, setState] = useState<LoadState>(cached ? { status: 'ready', Component: cached } : { status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [retrying, setRetrying] = useState(false);

  useEffect(() => {
    const ready = loaded.get(key);
    if (ready) {
      setState({ status: 'ready', Component: ready });
      return;
    }
    let live = true;
    setState({ status: 'loading' });
    load(remote, exposed).then(
      (Component) => {
        loaded.set(key, Component);
        if (live) setState({ status: 'ready', Component });
      },
      (error: unknown) => {
        console.error(`[remotes] ${key} failed to load`, error);
        if (live) setState({ status: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [key, remote, exposed, load, attempt]);

  const retry = useCallback(() => {
    setRetrying(true);
    loaded.delete(key);
    reset(remote)
      .catch((error: unknown) => console.error(`[remotes] reset of ${remote} failed`, error))
      .finally(() => {
        setRetrying(false);
        setAttempt((n) => n + 1);
      });
  }, [key, remote, reset]);

  if (state.status === 'loading') return <Spinner label="Loading" />;
  if (state.status === 'failed') return <SectionUnavailable onRetry={retry} retrying={retrying} />;
  const { Component } = state;
  return (
    <RemoteErrorBoundary key={attempt} remote={remote} onRetry={retry}>
      <Component />
    </RemoteErrorBoundary>
  );
}
