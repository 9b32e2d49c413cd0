import { useTournamentChanges, type LobbyLeague, type TournamentChangedEvent } from '@bb/shared';

/**
 * Claims, locks and deletions made elsewhere, applied to the listed tournaments in place (the realtime
 * `tournament-changed` event on the shell's site channel), so counts move without a reload. A tournament that is
 * not listed is left alone; a deleted one leaves the list (`null`).
 */
export function useLiveClaims(patch: (leagueId: number, change: Partial<LobbyLeague> | null) => void): void {
  useTournamentChanges((event: TournamentChangedEvent) => {
    if (event.status === 'deleted') patch(event.leagueId, null);
    else patch(event.leagueId, { claimedTeamCount: event.claimedTeamCount, totalMembers: event.totalMembers, status: event.status });
  });
}
