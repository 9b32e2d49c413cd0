import { RemoteParcel } from '@bb/shared';
import { loadPlayScreen, resetPlayScreen, type PlayScreenProps } from './play-screen-remote';

/**
 * The shared play screen from mfe-gameplay, mounted as a parcel; when that remote cannot be reached, the error
 * panel with Retry stands in its place and the rest of the page keeps working.
 */
export function RemotePlayScreen(props: PlayScreenProps) {
  return <RemoteParcel name="mfe_gameplay/PlayScreen" load={loadPlayScreen} reset={resetPlayScreen} props={props as unknown as Record<string, unknown>} />;
}
