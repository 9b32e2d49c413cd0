import { AREA_ENTRY, type ModeIconName } from '@bb/shared';

/** A lobby card shows the game type, primary and secondary text, an active flag, a size (medium or large), an icon, and a lock on a locked experience. */
/** The cards draw from the shared illustrated set (the home tiles use the same pictures). */
export type LobbyIcon = ModeIconName;

export interface LobbyCardData {
  gameType: string;
  primaryText: string;
  secondaryText: string;
  /** Inactive cards show but cannot be opened. */
  active: boolean;
  size: 'medium' | 'large';
  icon: LobbyIcon;
  to: string;
  /** Locked for users without a subscription (every route here but GOTD needs one). */
  needsSubscription: boolean;
}

export const LOBBY_CARDS: readonly LobbyCardData[] = [
  {
    gameType: 'Game Of The Day',
    primaryText: 'One featured matchup every day',
    secondaryText: 'Climb the leaderboard',
    active: true,
    size: 'large',
    icon: 'gotd',
    to: AREA_ENTRY.gotd,
    needsSubscription: false,
  },
  { gameType: 'Exhibition Game', primaryText: 'Any two teams from 1871 to today', secondaryText: 'Play against the computer', active: true, size: 'large', icon: 'exhibition', to: AREA_ENTRY.exhibition, needsSubscription: true },
  { gameType: 'Draft League', primaryText: 'Draft from all of history', secondaryText: 'Live drafts with friends', active: true, size: 'medium', icon: 'draft', to: AREA_ENTRY.draft, needsSubscription: true },
  { gameType: 'Historical League', primaryText: 'Manage a franchise', secondaryText: 'Through a real season', active: true, size: 'medium', icon: 'historical', to: AREA_ENTRY.historical, needsSubscription: true },
  { gameType: 'Season', primaryText: 'Replay a season', secondaryText: 'Game by game', active: true, size: 'medium', icon: 'season', to: AREA_ENTRY.season, needsSubscription: true },
  { gameType: 'All-Star game', primaryText: 'Pick the stars', secondaryText: 'Play the classic', active: true, size: 'medium', icon: 'allStar', to: AREA_ENTRY.allStar, needsSubscription: true },
  { gameType: 'Nostalgia', primaryText: 'Replay a World Series', secondaryText: "And 'what if' matchups across eras", active: true, size: 'medium', icon: 'nostalgia', to: AREA_ENTRY.nostalgia, needsSubscription: true },
  { gameType: 'Tournament', primaryText: 'Claim a team', secondaryText: 'Win the bracket', active: true, size: 'medium', icon: 'tournament', to: AREA_ENTRY.tournament, needsSubscription: true },
];

export const isCardLocked = (card: LobbyCardData, subscribed: boolean): boolean => card.needsSubscription && !subscribed;
