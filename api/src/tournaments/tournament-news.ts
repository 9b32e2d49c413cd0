/** What a tournament tells people: invitations and deletion (notifications), claims and status (`tournament-changed`). */
import { TOURNAMENT_MESSAGES, type TournamentChangedEvent, paths } from '@bb/contract';
import type { Notifier } from '../notifications';
import type { Realtime } from '../realtime/index';
import type { LeagueRow } from '../leagues';

export interface TournamentNews {
  invited(league: LeagueRow, userId: number, ownerName: string): Promise<void>;
  deleted(league: LeagueRow, userId: number): Promise<void>;
  /** The claimed count or status as the row now says (or 'deleted'), to every connected user on every instance. */
  changed(league: Pick<LeagueRow, 'id' | 'claimedTeams' | 'totalTeams'> & { status: string }): Promise<void>;
}

export function tournamentNews(notifier: Notifier, realtime: Realtime): TournamentNews {
  const about = (league: LeagueRow) => ({ type: 'tournament', leagueId: String(league.id), tournamentName: league.name }) as const;
  return {
    async invited(league, userId, ownerName) {
      await notifier.notify(userId, {
        ...about(league), title: 'Tournament invitation', link: paths.tournament.summary(league.id),
        message: `${ownerName} invited you to claim a team in ${league.name}.`,
      });
    },
    async deleted(league, userId) {
      await notifier.notify(userId, { ...about(league), title: 'Tournament deleted', message: TOURNAMENT_MESSAGES.deletedNotice(league.name) });
    },
    async changed(league) {
      await realtime.tournamentChanged({
        leagueId: league.id, claimedTeamCount: league.claimedTeams, totalMembers: league.totalTeams, status: league.status as TournamentChangedEvent['status'],
      });
    },
  };
}
