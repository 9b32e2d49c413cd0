import { RemotePlayScreen as SharedRemotePlayScreen } from '@bb/shared';
import { dailyGameMessages } from './daily-game-messages';
import { loadPlayScreen, resetPlayScreen, type PlayScreenProps } from './play-screen-remote';

/**
 * @bb/shared's play screen parcel, bound to the loader through './play-screen-remote' (this feature's test seam), with
 * the daily game's own exit prompt (the page's game and the partner widget's alike).
 */
export function RemotePlayScreen(props: PlayScreenProps) {
  const t = dailyGameMessages.useT();
  return <SharedRemotePlayScreen exitMessage={t('exitConfirm')} {...props} load={loadPlayScreen} reset={resetPlayScreen} />;
}
