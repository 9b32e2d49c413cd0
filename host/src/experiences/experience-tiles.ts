/** The home tiles of spec §2, in its order, each pointing at the area that plays it. */
export interface ExperienceTile {
  title: string;
  text: string;
  to: string;
  size: 'medium' | 'large';
}

export const EXPERIENCE_TILES: readonly ExperienceTile[] = [
  { title: 'Exhibition Game', text: 'Any two teams from 1871 to today', to: '/game/single', size: 'large' },
  { title: 'Teams & Players', text: 'Cards, ratings and stats for every season', to: '/stats-and-ratings', size: 'medium' },
  { title: 'Draft League', text: 'Draft from all of history, live', to: '/draft-league', size: 'medium' },
  { title: 'Historical League', text: 'Manage a franchise through a real season', to: '/game/historical-league', size: 'medium' },
  { title: 'Season', text: 'Replay a season game by game', to: '/season/lobby', size: 'medium' },
  { title: 'All-Star game', text: 'Pick the stars, play the classic', to: '/all-star-game/lobby', size: 'medium' },
  { title: 'Nostalgia', text: 'Relive the games you played', to: '/game/history', size: 'medium' },
  { title: 'Tournament', text: 'Claim a team and win the bracket', to: '/tournament-lobby', size: 'medium' },
];
