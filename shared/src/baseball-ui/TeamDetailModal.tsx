import { DetailModal } from './DetailModal';
import { baseballMessages } from './messages';
import { TeamDetail, useTeamSeason } from './TeamDetail';

export interface TeamDetailModalProps {
  teamId: string;
  /** The season; null or absent shows the team's latest season. */
  year?: number | null;
  onClose: () => void;
}

/** The team detail modal: ballpark, ball park effects, batters, pitchers and lineup. */
export function TeamDetailModal({ teamId, year, onClose }: TeamDetailModalProps) {
  const t = baseballMessages.useT();
  const team = useTeamSeason(teamId, year);
  const info = team.data?.team;
  const title = info ? `${String(info.yearID)} ${info.name}` : team.loading ? t('loading') : teamId;
  const subtitle = info ? `${info.lgID} · ${String(info.W ?? 0)}-${String(info.L ?? 0)}` : undefined;
  return (
    <DetailModal title={title} subtitle={subtitle} onClose={onClose}>
      <TeamDetail teamId={teamId} year={year} resource={team} onNavigate={onClose} />
    </DetailModal>
  );
}
