import { useState } from 'react';
import { baseballKeys, fetchPlayerCard, fetchPlayerStatistics, fetchPlayerTeams } from './baseball-api';
import { baseballMessages } from './messages';
import { PlayerCardPanel } from './PlayerCardPanel';
import { PlayerHistoryPanel } from './PlayerHistoryPanel';
import { PlayerRatingsPanel } from './PlayerRatingsPanel';
import { PlayerStatisticsPanel } from './PlayerStatisticsPanel';
import { PlayerTeamsPanel } from './PlayerTeamsPanel';
import { ResourceView } from './ResourceView';
import { Tabs } from './Tabs';
import { useResource } from './use-resource';

export const PLAYER_TABS = ['card', 'ratings', 'statistics', 'historical', 'teams'] as const;
export type PlayerTab = (typeof PLAYER_TABS)[number];

export interface PlayerDetailProps {
  playerId: string;
  /** The season; null or undefined shows his signature season (most games). */
  year?: number | null;
  /** Controlled tab (a page keeps it in the URL); uncontrolled when absent. */
  tab?: PlayerTab;
  onTabChange?: (tab: PlayerTab) => void;
  /** Called before a link inside the panels navigates (a modal closes itself). */
  onNavigate?: () => void;
}

/** The five player tabs (Card, Ratings, Statistics, Historical Statistics, Teams); each loads only what it shows. */
export function PlayerDetail({ playerId, year, tab, onTabChange, onNavigate }: PlayerDetailProps) {
  const t = baseballMessages.useT();
  const [ownTab, setOwnTab] = useState<PlayerTab>('card');
  const current = tab ?? ownTab;
  const select = (next: PlayerTab) => (onTabChange ? onTabChange(next) : setOwnTab(next));
  const needsCard = current === 'card' || current === 'ratings' || current === 'statistics';
  const card = useResource(needsCard ? baseballKeys.playerCard(playerId, year) : null, (signal) => fetchPlayerCard(playerId, year, signal));
  const statistics = useResource(current === 'historical' ? baseballKeys.playerStatistics(playerId) : null, (signal) => fetchPlayerStatistics(playerId, signal));
  const teams = useResource(current === 'teams' ? baseballKeys.playerTeams(playerId) : null, (signal) => fetchPlayerTeams(playerId, signal));
  return (
    <Tabs label={t('playerSections')} items={PLAYER_TABS.map((key) => ({ key, label: t(`tabs.${key}`) }))} selected={current} onSelect={select}>
      {current === 'card' ? <ResourceView resource={card}>{(view) => <PlayerCardPanel view={view} />}</ResourceView> : null}
      {current === 'ratings' ? <ResourceView resource={card}>{(view) => <PlayerRatingsPanel row={view.row} />}</ResourceView> : null}
      {current === 'statistics' ? <ResourceView resource={card}>{(view) => <PlayerStatisticsPanel row={view.row} />}</ResourceView> : null}
      {current === 'historical' ? <ResourceView resource={statistics}>{(data) => <PlayerHistoryPanel statistics={data} />}</ResourceView> : null}
      {current === 'teams' ? <ResourceView resource={teams}>{(data) => <PlayerTeamsPanel teams={data.teams} onNavigate={onNavigate} />}</ResourceView> : null}
    </Tabs>
  );
}
