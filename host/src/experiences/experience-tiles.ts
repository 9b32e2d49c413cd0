import { AREA_ENTRY, type ModeIconName } from '@bb/shared';

/** The home tiles, in their fixed order, each pointing at the area that plays it. */
export interface ExperienceTile {
  title: string;
  text: string;
  to: string;
  size: 'medium' | 'large';
  /** The same picture the lobby card of this way to play shows. */
  icon: ModeIconName;
}

export const EXPERIENCE_TILES: readonly ExperienceTile[] = [
  { title: 'Exhibition Game', text: 'Any two teams from 1871 to today', to: AREA_ENTRY.exhibition, size: 'large', icon: 'exhibition' },
  { title: 'Teams & Players', text: 'Cards, ratings and stats for every season', to: AREA_ENTRY.teamsAndPlayers, size: 'medium', icon: 'teamsAndPlayers' },
  { title: 'Draft League', text: 'Draft from all of history, live', to: AREA_ENTRY.draft, size: 'medium', icon: 'draft' },
  { title: 'Historical League', text: 'Manage a franchise through a real season', to: AREA_ENTRY.historical, size: 'medium', icon: 'historical' },
  { title: 'Season', text: 'Replay a season game by game', to: AREA_ENTRY.season, size: 'medium', icon: 'season' },
  { title: 'All-Star game', text: 'Pick the stars, play the classic', to: AREA_ENTRY.allStar, size: 'medium', icon: 'allStar' },
  { title: 'Nostalgia', text: 'Replay a World Series, or pit great teams across eras', to: AREA_ENTRY.nostalgia, size: 'medium', icon: 'nostalgia' },
  { title: 'Tournament', text: 'Claim a team and win the bracket', to: AREA_ENTRY.tournament, size: 'medium', icon: 'tournament' },
];
