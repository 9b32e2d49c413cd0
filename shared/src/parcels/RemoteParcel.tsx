import { useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { UNSAFE_NavigationContext, useLocation, useNavigationType } from 'react-router-dom';
import Parcel from 'single-spa-react/parcel';
import { SectionUnavailable } from '../ui/SectionUnavailable';
import { Spinner } from '../ui/Spinner';
import { reportParcelError } from './ParcelErrorBoundary';
import { parcelOwner, type MountParcel } from './parcel-owner';
import type { RemoteLifecycles } from './create-lifecycles';

type Lifecycles = RemoteLifecycles<never>;

export interface RemoteParcelProps {
  /** The name in error reports, e.g. mfe_gotd. */
  name: string;
  /** Fetches the remote's lifecycles (through the federation runtime, which caches what it fetched). */
  load: () => Promise<Lifecycles>;
  /** Forgets what was fetched for the remote so Retry fetches it again. */
  reset?: () => Promise<void>;
  /** Props for the mounted component; a new object re-renders the parcel (single-spa `update`). */
  props?: Record<string, unknown>;
  className?: string;
}

type State = { status: 'loading' } | { status: 'ready'; lifecycles: Lifecycles; mountParcel: MountParcel } | { status: 'failed' };

/**
 * A lifecycle that rejects would leave an unhandled rejection behind single-spa's promise chain; each one is
 * caught here and turned into this parcel's error panel instead.
 */
function guarded(lifecycles: Lifecycles, onError: (error: Error) => void): Lifecycles {
  const guard =
    (step: ((props: never) => Promise<unknown>) | undefined) =>
    (props: never): Promise<unknown> =>
      Promise.resolve()
        .then(() => step?.(props))
        .catch((error: unknown) => onError(error instanceof Error ? error : new Error(String(error))));
  return {
    bootstrap: guard(lifecycles.bootstrap),
    mount: guard(lifecycles.mount),
    unmount: guard(lifecycles.unmount),
    update: guard(lifecycles.update),
  };
}

/**
 * Mounts another app's exposed lifecycles as a single-spa parcel at this point of the page. The parcel routes on
 * this page's history (location and navigator are passed on every navigation). A parcel that cannot be loaded or
 * mounted shows the error panel here only, is reported, and Retry fetches it again; the rest of the page keeps working.
 */
export function RemoteParcel({ name, load, reset, props, className }: RemoteParcelProps) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [retrying, setRetrying] = useState(false);

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    Promise.all([load(), parcelOwner()]).then(
      ([lifecycles, mountParcel]) => {
        if (live) setState({ status: 'ready', lifecycles, mountParcel });
      },
      (error: unknown) => {
        console.error(`[parcels] ${name} failed to load`, error);
        reportParcelError(name, error, 'LOAD');
        if (live) setState({ status: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [name, load, attempt]);

  const retry = useCallback(() => {
    setRetrying(true);
    (reset ?? (() => Promise.resolve()))()
      .catch((error: unknown) => console.error(`[parcels] reset of ${name} failed`, error))
      .finally(() => {
        setRetrying(false);
        setAttempt((n) => n + 1);
      });
  }, [name, reset]);

  const mountFailed = useCallback(
    (error: Error) => {
      console.error(`[parcels] ${name} failed`, error);
      reportParcelError(name, error, 'MOUNT');
      setState({ status: 'failed' });
    },
    [name],
  );

  const lifecycles = state.status === 'ready' ? state.lifecycles : undefined;
  const config = useMemo(() => (lifecycles ? guarded(lifecycles, mountFailed) : undefined), [lifecycles, mountFailed]);
  if (state.status === 'failed') return <SectionUnavailable onRetry={retry} retrying={retrying} />;
  if (!config) return <Spinner label="Loading" />;
  return (
    <Parcel
      key={attempt}
      config={config}
      mountParcel={state.status === 'ready' ? state.mountParcel : undefined}
      handleError={mountFailed}
      wrapClassName={className}
      location={location}
      navigator={navigator}
      navigationType={navigationType}
      {...props}
    />
  );
}
