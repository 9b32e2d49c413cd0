import { AREA_ENTRY } from '@bb/shared';

/** The home tiles of spec §2, in its order, each pointing at the area that plays it. */
export interface ExperienceTile {
  title: string;
  text: string;
  to: string;
  size: 'medium' | 'large';
}

export const EXPERIENCE_TILES: readonly ExperienceTile[] = [
  { title: 'Exhibition Game', text: 'Any two teams from 1871 to today', to: AREA_ENTRY.exhibition, size: 'large' },
  { title: 'Teams & Players', text: 'Cards, ratings and stats for every season', to: AREA_ENTRY.teamsAndPlayers, size: 'medium' },
  { title: 'Draft League', text: 'Draft from all of history, live', to: AREA_ENTRY.draft, size: 'medium' },
  { title: 'Historical League', text: 'Manage a franchise through a real season', to: AREA_ENTRY.historical, size: 'medium' },
  { title: 'Season', text: 'Replay a season game by game', to: AREA_ENTRY.season, size: 'medium' },
  { title: 'All-Star game', text: 'Pick the stars, play the classic', to: AREA_ENTRY.allStar, size: 'medium' },
  { title: 'Nostalgia', text: 'Replay a World Series, or pit great teams across eras', to: AREA_ENTRY.nostalgia, size: 'medium' },
  { title: 'Tournament', text: 'Claim a team and win the bracket', to: AREA_ENTRY.tournament, size: 'medium' },
];
