import { FieldBox, FieldError, Hint, Inline, leaguesApi } from '@bb/shared';
import type { SeasonTeam } from '@bb/shared';
import { useLeagueData } from '../../league-core';
import { historicalMessages } from '../messages';

/** Your Team: a year among the chosen ones, then one of its teams (GET /api/games/single/years/{year}/teams). */
export function YourTeamField({
  years,
  year,
  teamId,
  onChange,
  error,
}: {
  years: number[];
  year: number | null;
  teamId: string;
  onChange: (year: number | null, teamId: string) => void;
  error: string | undefined;
}) {
  const t = historicalMessages.useT();
  const teams = useLeagueData<SeasonTeam[]>(year === null ? null : String(year), (signal) => leaguesApi.yearTeams(year ?? 0, signal));
  const describedBy = error ? 'userTeam-error' : undefined;
  return (
    <FieldBox>
      <fieldset>
        <legend>{t('create.yourTeam')}</legend>
        {years.length === 0 ? (
          <Hint>{t('create.chooseYearsFirst')}</Hint>
        ) : (
          <Inline>
            <select aria-label={t('create.teamYear')} aria-describedby={describedBy} value={year ?? ''} onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null, '')}>
              <option value="">{t('create.chooseYear')}</option>
              {[...years]
                .sort((a, b) => b - a)
                .map((y) => (
                  <option key={y} value={y}>
                    {y}
                  </option>
                ))}
            </select>
            <select
              aria-label={t('create.team')}
              aria-describedby={describedBy}
              value={teamId}
              disabled={year === null || !teams.data}
              onChange={(e) => onChange(year, e.target.value)}
            >
              <option value="">{t('create.chooseTeam')}</option>
              {(teams.data ?? []).map((team) => (
                <option key={team.teamId} value={team.teamId}>
                  {`${team.name} (${team.wins}-${team.losses})`}
                </option>
              ))}
            </select>
          </Inline>
        )}
      </fieldset>
      <FieldError id="userTeam-error" message={error} />
    </FieldBox>
  );
}
