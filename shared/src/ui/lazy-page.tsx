import { useEffect, useState, type ComponentType } from 'react';
import { Spinner } from './Spinner';

type PageModule<P> = { default: ComponentType<P> };

/**
 * A page in its own chunk, shown once the chunk has arrived: what React.lazy in a Suspense boundary does, without
 * React's hold on a boundary that has shown its fallback. React reveals such a boundary's content no sooner than
 * 300 ms after the fallback appeared (FALLBACK_THROTTLE_MS), so each remote page waited that long after its chunk,
 * which the server preloads and is often there already, before it could even ask for its data. Here the arrival is
 * an ordinary state update and renders at once; a chunk seen before renders in the first pass.
 *
 * A chunk that fails to load is thrown to the nearest error boundary (the remote's, with Retry); the next mount loads
 * it again.
 */
export function lazyPage<P extends object>(load: () => Promise<PageModule<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const loadOnce = () =>
    (pending ??= load().then(
      (module) => (loaded = module.default),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ));

  function LazyPage(props: P) {
    const [state, setState] = useState<{ page: ComponentType<P> | null; error: unknown }>(() => ({ page: loaded, error: null }));
    useEffect(() => {
      if (state.page) return undefined;
      let live = true;
      loadOnce().then(
        (page) => live && setState({ page, error: null }),
        (error: unknown) => live && setState({ page: null, error: error ?? new Error('page failed to load') }),
      );
      return () => {
        live = false;
      };
    }, [state.page]);
    if (state.error) throw state.error;
    const Page = state.page;
    return Page ? <Page {...props} /> : <Spinner />;
  }
  return LazyPage;
}
