import { baseballKeys, fetchPlayerProfile } from './baseball-api';
import { DetailModal } from './DetailModal';
import { baseballMessages } from './messages';
import { PlayerDetail } from './PlayerDetail';
import { useResource } from './use-resource';

export interface PlayerDetailModalProps {
  playerId: string;
  /** The season to show; null or absent shows his signature season. */
  year?: number | null;
  onClose: () => void;
}

/** The player detail modal: the player page's five tabs over any screen (game screens use it). */
export function PlayerDetailModal({ playerId, year, onClose }: PlayerDetailModalProps) {
  const t = baseballMessages.useT();
  const profile = useResource(baseballKeys.playerProfile(playerId), (signal) => fetchPlayerProfile(playerId, signal));
  const person = profile.data?.player;
  const name = person ? `${person.nameFirst ?? ''} ${person.nameLast ?? ''}`.trim() : profile.loading ? t('loading') : playerId;
  const shownYear = year ?? profile.data?.defaultYear ?? null;
  return (
    <DetailModal title={name} subtitle={shownYear ? `${t('season')} ${shownYear}` : undefined} onClose={onClose}>
      <PlayerDetail playerId={playerId} year={year} onNavigate={onClose} />
    </DetailModal>
  );
}
