import { useState } from 'react';
import { baseballKeys, fetchTeamSeason } from './baseball-api';
import { baseballMessages } from './messages';
import { ResourceView } from './ResourceView';
import { Tabs } from './Tabs';
import { BallparkEffectsPanel, BallparkPanel, BattersPanel, LineupPanel, PitchersPanel } from './TeamPanels';
import type { TeamSeasonView } from './types';
import { useResource, type Resource } from './use-resource';

export const TEAM_TABS = ['ballpark', 'effects', 'batters', 'pitchers', 'lineup'] as const;
export type TeamTab = (typeof TEAM_TABS)[number];

export interface TeamDetailProps {
  teamId: string;
  year?: number | null;
  tab?: TeamTab;
  onTabChange?: (tab: TeamTab) => void;
  onNavigate?: () => void;
  /** A page that already loaded the team passes it so the tabs do not load it twice. */
  resource?: Resource<TeamSeasonView>;
}

export function useTeamSeason(teamId: string, year: number | null | undefined): Resource<TeamSeasonView> {
  return useResource(baseballKeys.teamSeason(teamId, year), (signal) => fetchTeamSeason(teamId, year, signal));
}

/** The five team tabs (Ballpark, Ball Park Effects, Batters, Pitchers, Lineup) over one team-season answer. */
export function TeamDetail({ teamId, year, tab, onTabChange, onNavigate, resource }: TeamDetailProps) {
  const t = baseballMessages.useT();
  const [ownTab, setOwnTab] = useState<TeamTab>('ballpark');
  const current = tab ?? ownTab;
  const select = (next: TeamTab) => (onTabChange ? onTabChange(next) : setOwnTab(next));
  const own = useResource(resource ? null : baseballKeys.teamSeason(teamId, year), (signal) => fetchTeamSeason(teamId, year, signal));
  return (
    <Tabs label={t('teamSections')} items={TEAM_TABS.map((key) => ({ key, label: t(`tabs.${key}`) }))} selected={current} onSelect={select}>
      <ResourceView resource={resource ?? own}>
        {(team) => (
          <>
            {current === 'ballpark' ? <BallparkPanel team={team} /> : null}
            {current === 'effects' ? <BallparkEffectsPanel team={team} /> : null}
            {current === 'batters' ? <BattersPanel team={team} onNavigate={onNavigate} /> : null}
            {current === 'pitchers' ? <PitchersPanel team={team} onNavigate={onNavigate} /> : null}
            {current === 'lineup' ? <LineupPanel team={team} onNavigate={onNavigate} /> : null}
          </>
        )}
      </ResourceView>
    </Tabs>
  );
}
