import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, SetupForm, FieldBox, FieldError, fieldErrorsOf, Hint, notifyError, seasonKeys, seasonsApi, SEASON_FIRST_YEAR, SEASON_MESSAGES, useApiQuery, type SeasonTeamChoice } from '@bb/shared';
import { seasonMessages } from './messages';
import { seasonPaths } from './season-paths';
import { useSeasonName } from './use-season-name';

interface Props {
  /** The newest season of the record (the year picker's end). */
  lastYear: number;
  /** Fixed year (the 2025 SEASON card): no year picker. */
  fixedYear?: number;
}

type Errors = Partial<Record<'name' | 'year' | 'teamId', string>>;

/** Year (1871..newest), a team of that year, and a name checked as it is typed; creates the replay and opens it. */
export function SeasonCreateForm({ lastYear, fixedYear }: Props) {
  const t = seasonMessages.useT();
  const navigate = useNavigate();
  const [year, setYear] = useState(fixedYear ?? lastYear);
  const [teamId, setTeamId] = useState('');
  const [name, setName] = useState(`My ${fixedYear ?? lastYear} season`);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const available = useSeasonName(name);
  const validYear = Number.isInteger(year) && year >= SEASON_FIRST_YEAR && year <= lastYear;

  const yearTeams = useApiQuery(validYear ? seasonKeys.teams(year) : null, (signal) => seasonsApi.teams(year, signal), {
    onError: (error) => setErrors((e) => ({ ...e, year: (error as Error).message || SEASON_MESSAGES.noSeason })),
  });
  const teams = yearTeams.data?.teams ?? null;
  // The chosen team stays chosen when the new year has it too (and it is playable).
  useEffect(() => {
    if (teams) setTeamId((current) => (teams.some((team) => team.teamId === current && team.playable) ? current : ''));
  }, [teams]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (!name.trim()) found.name = SEASON_MESSAGES.nameRequired;
    else if (available === false) found.name = SEASON_MESSAGES.nameTaken;
    if (!validYear) found.year = SEASON_MESSAGES.noSeason;
    if (!teamId) found.teamId = SEASON_MESSAGES.teamRequired;
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const created = await seasonsApi.create({ name: name.trim(), year, teamId });
      navigate(seasonPaths.schedule(created.leagueId));
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (Object.keys(fields).length) setErrors(fields);
      else notifyError(error);
    } finally {
      setBusy(false);
    }
  };

  const prefix = fixedYear ? `current-${fixedYear}` : 'season';
  const byLeague = new Map<string, SeasonTeamChoice[]>();
  for (const team of teams ?? []) byLeague.set(team.league, [...(byLeague.get(team.league) ?? []), team]);
  return (
    <SetupForm onSubmit={(e) => void submit(e)} aria-label={t('create.title')} noValidate>
      {fixedYear ? null : (
        <FieldBox>
          <label htmlFor={`${prefix}-year`}>{t('create.year')}</label>
          <input
            id={`${prefix}-year`}
            type="number"
            min={SEASON_FIRST_YEAR}
            max={lastYear}
            value={Number.isNaN(year) ? '' : year}
            aria-invalid={!!errors.year}
            onChange={(e) => {
              setYear(e.target.valueAsNumber);
              setErrors((x) => ({ ...x, year: undefined }));
            }}
          />
          <Hint>{t('create.yearHint', { from: SEASON_FIRST_YEAR, to: lastYear })}</Hint>
          <FieldError id={`${prefix}-year-error`} message={errors.year} />
        </FieldBox>
      )}
      <FieldBox>
        <label htmlFor={`${prefix}-team`}>{t('create.team')}</label>
        <select id={`${prefix}-team`} value={teamId} aria-invalid={!!errors.teamId} aria-busy={!teams} disabled={!teams} onChange={(e) => setTeamId(e.target.value)}>
          <option value="">{teams ? t('create.chooseTeam') : t('create.loadingTeams', { year })}</option>
          {[...byLeague.entries()].map(([league, list]) => (
            <optgroup key={league} label={league}>
              {list.map((team) => (
                <option key={team.teamId} value={team.teamId} disabled={!team.playable}>
                  {team.playable ? `${team.name} (${team.wins}-${team.losses})` : t('create.unplayable', { team: team.name })}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
        <FieldError id={`${prefix}-team-error`} message={errors.teamId} />
      </FieldBox>
      <FieldBox>
        <label htmlFor={`${prefix}-name`}>{t('create.name')}</label>
        <input id={`${prefix}-name`} type="text" maxLength={60} value={name} aria-invalid={!!errors.name || available === false} onChange={(e) => setName(e.target.value)} />
        {available === true ? <Hint>{t('create.nameAvailable')}</Hint> : null}
        <FieldError id={`${prefix}-name-error`} message={errors.name ?? (available === false ? SEASON_MESSAGES.nameTaken : undefined)} />
      </FieldBox>
      <Button type="submit" disabled={busy}>
        {t('create.submit')}
      </Button>
    </SetupForm>
  );
}
