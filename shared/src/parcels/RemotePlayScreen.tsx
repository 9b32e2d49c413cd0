import { RemoteParcel } from './RemoteParcel';
import { loadPlayScreen, resetPlayScreen, type PlayScreenProps } from './play-screen-remote';

export interface RemotePlayScreenProps extends PlayScreenProps {
  /** Another loader for the same screen: an app that binds the loader through a module of its own (its tests' seam). */
  load?: typeof loadPlayScreen;
  reset?: typeof resetPlayScreen;
}

/**
 * The shared play screen from mfe-gameplay, mounted as a parcel; when that remote cannot be reached, the error
 * panel with Retry stands in its place and the rest of the page keeps working.
 */
export function RemotePlayScreen({ load = loadPlayScreen, reset = resetPlayScreen, ...props }: RemotePlayScreenProps) {
  return <RemoteParcel name="mfe_gameplay/PlayScreen" load={load} reset={reset} props={props as unknown as Record<string, unknown>} />;
}
