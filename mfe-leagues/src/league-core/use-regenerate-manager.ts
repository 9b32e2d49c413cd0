import { useCallback, useState } from 'react';
import { leaguesApi, notifyError, toast, type LeagueDetail, type LeagueTeamView } from '@bb/shared';
import { refusalOf } from './league-errors';

/** Who sees "Regenerate manager": the owner, for a computer manager, while the league is still scheduled. */
export const canRegenerate = (league: Pick<LeagueDetail, 'isOwner' | 'status'>, team: Pick<LeagueTeamView, 'manager'>): boolean =>
  league.isOwner && league.status === 'scheduled' && team.manager === 'computer';

/**
 * The owner's "Regenerate manager" (POST …/teams/{index}/manager): the answered team goes to `onTeam`; a refusal
 * (403 not the owner, 409 the season started) stays beside that team's row, any other failure is toasted.
 */
export function useRegenerateManager(leagueId: number, onTeam: (team: LeagueTeamView) => void, success: (team: LeagueTeamView) => string) {
  const [pending, setPending] = useState<number | null>(null);
  const [errors, setErrors] = useState<Record<number, string>>({});
  const regenerate = useCallback(
    async (index: number) => {
      setPending(index);
      setErrors(({ [index]: _dropped, ...rest }) => rest);
      try {
        const team = await leaguesApi.regenerateManager(leagueId, index);
        onTeam(team);
        toast.success(success(team));
      } catch (error) {
        const refusal = refusalOf(error);
        if (refusal) setErrors((e) => ({ ...e, [index]: refusal }));
        else notifyError(error);
      } finally {
        setPending(null);
      }
    },
    [leagueId, onTeam, success],
  );
  return { regenerate, pending, errors };
}
