import * as React from 'react';
import type { ComponentType } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { StyleSheetManager } from 'styled-components';
import { ThemeRoot } from '../theme';
import { ParcelErrorBoundary } from './ParcelErrorBoundary';
import { ParcelRouter, type ParcelRouting } from './ParcelRouter';

/** The lifecycles a remote exposes (`./Area`, `./PlayScreenParcel`, `./Widget`): single-spa's parcel config. */
export interface RemoteLifecycles<P = object> {
  bootstrap: (props: P) => Promise<unknown>;
  mount: (props: P) => Promise<unknown>;
  unmount: (props: P) => Promise<unknown>;
  update?: (props: P) => Promise<unknown>;
}

/** Props single-spa adds to every parcel's; they are not the component's. */
interface SingleSpaProps {
  name?: string;
  domElement?: HTMLElement;
  mountParcel?: unknown;
  singleSpa?: unknown;
  wrapClassName?: string;
  /** Forces day or night (the partner widget is always day); otherwise the parcel follows the clock like the host. */
  themeMode?: 'day' | 'night';
}

export interface LifecycleOptions {
  /** Names the parcel in error reports: the remote's federation name and what it mounts, e.g. mfe_gotd. */
  name: string;
}

/**
 * Wraps a remote's root component in single-spa lifecycles (bootstrap / mount / unmount / update).
 * Each mount is its own React root with the theme, a router on the parent's history and an error boundary, so
 * the parcel runs the same inside the host, inside another remote and on a partner page. Inside a shadow root,
 * styles are written into that shadow root and nowhere else.
 */
export function createRemoteLifecycles<P extends object>(Component: ComponentType<P>, { name }: LifecycleOptions): RemoteLifecycles<P & ParcelRouting> {
  function ParcelRoot(props: P & ParcelRouting & SingleSpaProps) {
    const { location, navigator, navigationType, initialPath, themeMode, domElement, name: _parcelName, mountParcel: _mount, singleSpa: _spa, wrapClassName: _wrap, ...own } = props;
    const tree = (
      <ParcelRouter location={location} navigator={navigator} navigationType={navigationType} initialPath={initialPath}>
        <ThemeRoot withGlobalStyle={false} mode={themeMode}>
          <ParcelErrorBoundary name={name}>
            <Component {...(own as P)} />
          </ParcelErrorBoundary>
        </ThemeRoot>
      </ParcelRouter>
    );
    const root = domElement?.getRootNode();
    if (typeof ShadowRoot !== 'undefined' && root instanceof ShadowRoot) {
      return <StyleSheetManager target={root as unknown as HTMLElement}>{tree}</StyleSheetManager>;
    }
    return tree;
  }
  ParcelRoot.displayName = `Parcel(${name})`;
  const lifecycles = singleSpaReact<P & ParcelRouting>({
    React,
    ReactDOMClient,
    rootComponent: ParcelRoot as never,
    // The boundary sits inside the root (ParcelErrorBoundary), where it can report and offer Retry.
    suppressComponentDidCatchWarning: true,
  }) as RemoteLifecycles<P & ParcelRouting>;
  return { ...lifecycles, mount: (props) => asTransition(() => lifecycles.mount(props)) };
}

/**
 * Runs a first render as a transition: React then renders it in slices of a few milliseconds, yielding between
 * them, instead of one task as long as the whole screen. A phone stays responsive to a tap while a screen mounts.
 */
function asTransition<T>(render: () => T): T {
  let result: T | undefined;
  React.startTransition(() => {
    result = render();
  });
  return result as T;
}

/** A federated module that must be single-spa lifecycles (`remote/Area`, `mfe_gameplay/PlayScreenParcel`), checked once. */
export function asLifecycles(mod: unknown, name: string): RemoteLifecycles<never> {
  const candidate = mod as Partial<RemoteLifecycles<never>> | null | undefined;
  if (typeof candidate?.mount !== 'function' || typeof candidate.unmount !== 'function') throw new Error(`${name} did not provide single-spa lifecycles`);
  return candidate as RemoteLifecycles<never>;
}
