import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { errorMessageOf, tokens, useApiQuery, type ApiKey, type GameBoxScore, type GamePlay, type GameView, type SubstitutionRequest } from '@bb/shared';
import { gameKeys, playApi, type GameSource } from '../game-api/games-api';
import { BoxScoreTable } from '../game-ui/BoxScoreTable';
import { PlaysList } from '../game-ui/PlaysList';
import { playMessages } from './play-messages';
import { BenchPanel, BullpenPanel } from './RosterPanels';
import { SubstitutionPanel } from './SubstitutionPanel';

export type PlayTab = 'boxScore' | 'allPlays' | 'substitution' | 'bench' | 'bullpen';
export const PLAY_TABS: PlayTab[] = ['boxScore', 'allPlays', 'substitution', 'bench', 'bullpen'];

const TabList = styled.div`
  display: flex;
  overflow-x: auto;
  border-bottom: 2px solid ${tokens.colors.border};
  margin-bottom: ${tokens.spacing.md};
`;
const Tab = styled.button<{ $active: boolean }>`
  flex: 0 0 auto;
  min-height: 44px;
  padding: 0 14px;
  border: 0;
  border-bottom: 3px solid ${(p) => (p.$active ? tokens.colors.primary : 'transparent')};
  margin-bottom: -2px;
  background: none;
  color: ${(p) => (p.$active ? tokens.colors.text : tokens.colors.textMuted)};
  font: 600 ${tokens.fontSizes.md} ${tokens.fonts.body};
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${tokens.colors.focus};
  }
`;

/** Server data for a tab, refetched whenever the game changes (`revision`). */
function useGameData<T>(key: ApiKey, load: (signal: AbortSignal) => Promise<T>, revision: number, active: boolean) {
  const query = useApiQuery(active ? key : null, load);
  // A tab opened again loads by itself (its cached answer is stale); an open tab loads again on each new revision.
  const shown = useRef(revision);
  const { reload } = query;
  useEffect(() => {
    if (shown.current === revision) return;
    shown.current = revision;
    if (active) reload();
  }, [revision, active, reload]);
  return { data: query.data ?? null, error: query.error ? errorMessageOf(query.error) : null };
}

export interface PlayTabsProps {
  game: GameView;
  source: GameSource;
  /** The plays the screen holds (kept current by decisions and the live stream). */
  plays: GamePlay[];
  revision: number;
  busy: boolean;
  /** A spectator's screen: no Substitution tab. */
  readOnly?: boolean;
  onSubstitute(request: SubstitutionRequest): void;
}

/** Spec game play tabs: Box Score, All Plays, Substitution, Bench, Bullpen. */
export function PlayTabs({ game, source, plays, revision, busy, readOnly = false, onSubstitute }: PlayTabsProps) {
  const t = playMessages.useT();
  const [tab, setTab] = useState<PlayTab>('allPlays');
  const box = useGameData<GameBoxScore>(gameKeys.sourceBoxScore(source), (signal) => playApi.boxScore(source, signal), revision, tab === 'boxScore');
  return (
    <section>
      <TabList role="tablist" aria-label="Game play">
        {PLAY_TABS.filter((key) => !readOnly || key !== 'substitution').map((key) => (
          <Tab key={key} role="tab" aria-selected={tab === key} $active={tab === key} onClick={() => setTab(key)}>
            {t(`tabs.${key}`)}
          </Tab>
        ))}
      </TabList>
      <div role="tabpanel" aria-label={t(`tabs.${tab}`)}>
        {tab === 'boxScore' && (box.error ? <p>{box.error}</p> : box.data ? <BoxScoreTable box={box.data} /> : null)}
        {tab === 'allPlays' && <PlaysList plays={plays} teams={{ away: game.away.name, home: game.home.name }} newestFirst />}
        {tab === 'substitution' && <SubstitutionPanel game={game} busy={busy} onSubstitute={onSubstitute} />}
        {tab === 'bench' && <BenchPanel game={game} />}
        {tab === 'bullpen' && <BullpenPanel game={game} />}
      </div>
    </section>
  );
}
