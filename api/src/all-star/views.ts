import type { AllStarPlayer, AllStarTeamDetail } from '@bb/contract';
import type { PlayerCard } from '@bb/engine';
import { playerRating } from '../drafts';
import type { TeamSeasonRoster } from '../games';
import type { AllStarSide } from './real-teams';

function player(card: PlayerCard, club: string | undefined, starter: string | null): AllStarPlayer {
  return {
    cardId: card.cardId,
    playerId: card.playerID,
    name: `${card.firstName} ${card.lastName}`.trim(),
    teamId: club ?? card.teamIDs[0] ?? '',
    primaryPosition: card.primaryPosition,
    starter,
    rating: playerRating(card),
    year: card.yearID,
  };
}

/** Starters first (in position order: P, C, 1B … DH), then pitchers, then the rest, each by rating. */
const POSITION_ORDER = ['P', 'C', '1B', '2B', '3B', 'SS', 'LF', 'CF', 'RF', 'DH'];
function ordered(players: AllStarPlayer[]): AllStarPlayer[] {
  const rank = (p: AllStarPlayer) => (p.starter ? POSITION_ORDER.indexOf(p.starter) : 20 + (p.primaryPosition === 'P' ? 0 : 1));
  return players.sort((a, b) => rank(a) - rank(b) || b.rating - a.rating || a.name.localeCompare(b.name));
}

export function realTeamDetail(side: AllStarSide): AllStarTeamDetail {
  return {
    teamId: side.team.teamId,
    name: side.team.fullName ?? side.team.name,
    players: ordered(side.team.players.map((p) => player(p.card, side.clubs.get(p.card.cardId), side.starters.get(p.card.cardId) ?? null))),
    missing: side.missing.length,
  };
}

export function customTeamDetail(team: TeamSeasonRoster): AllStarTeamDetail {
  return { teamId: team.teamId, name: team.fullName ?? team.name, players: ordered(team.players.map((p) => player(p.card, undefined, null))), missing: 0 };
}
