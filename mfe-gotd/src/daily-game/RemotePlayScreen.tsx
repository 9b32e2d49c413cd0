import { RemotePlayScreen as SharedRemotePlayScreen } from '@bb/shared';
import { loadPlayScreen, resetPlayScreen, type PlayScreenProps } from './play-screen-remote';

/** @bb/shared's play screen parcel, bound to the loader through './play-screen-remote' (this feature's test seam). */
export function RemotePlayScreen(props: PlayScreenProps) {
  return <SharedRemotePlayScreen {...props} load={loadPlayScreen} reset={resetPlayScreen} />;
}
