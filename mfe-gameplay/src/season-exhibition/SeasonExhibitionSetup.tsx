import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, SetupForm, FieldBox, FieldError, fieldErrorsOf, notifyError, PageTitle, seasonKeys, seasonsApi, SEASON_MESSAGES, defineMessages, useApiQuery, paths } from '@bb/shared';
import { GamePage } from '../game-ui/tables';

const messages = defineMessages('seasonExhibition', {
  title: 'Season Exhibition Game',
  intro: 'A single game between two teams of the {{label}} ({{rosters}}). You manage the home team.',
  away: 'Away team',
  home: 'Home team (yours)',
  choose: 'Choose a team',
  start: 'Set lineup',
  loading: 'Loading the teams…',
});

type Errors = Partial<Record<'away' | 'home', string>>;

/** Step 1: the two teams of the current season; the server creates the exhibition game and its lineup setup opens. */
export function SeasonExhibitionSetup() {
  const t = messages.useT();
  const navigate = useNavigate();
  const current = useApiQuery(seasonKeys.current(), (signal) => seasonsApi.current(signal), { onError: notifyError });
  const season = current.data ?? null;
  const year = season?.year ?? null;
  const seasonTeams = useApiQuery(year === null ? null : seasonKeys.teams(year), (signal) => seasonsApi.teams(year ?? 0, signal), { onError: notifyError });
  const teams = seasonTeams.data?.teams.filter((team) => team.playable) ?? null;
  const [away, setAway] = useState('');
  const [home, setHome] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (!away) found.away = SEASON_MESSAGES.teamRequired;
    if (!home) found.home = SEASON_MESSAGES.teamRequired;
    else if (home === away) found.home = SEASON_MESSAGES.sameTeam;
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const { gameId } = await seasonsApi.exhibition({ away, home });
      navigate(paths.seasonExhibition(gameId));
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (Object.keys(fields).length) setErrors(fields);
      else notifyError(error);
    } finally {
      setBusy(false);
    }
  };

  const picker = (id: 'away' | 'home', value: string, set: (v: string) => void) => (
    <FieldBox>
      <label htmlFor={`exhibition-${id}`}>{t(id)}</label>
      <select id={`exhibition-${id}`} value={value} disabled={!teams} aria-invalid={!!errors[id]} onChange={(e) => set(e.target.value)}>
        <option value="">{teams ? t('choose') : t('loading')}</option>
        {(teams ?? []).map((team) => (
          <option key={team.teamId} value={team.teamId}>
            {team.name} ({team.wins}-{team.losses})
          </option>
        ))}
      </select>
      <FieldError id={`exhibition-${id}-error`} message={errors[id]} />
    </FieldBox>
  );
  return (
    <GamePage>
      <PageTitle>{t('title')}</PageTitle>
      {season ? <p>{t('intro', { label: season.label, rosters: season.rosters })}</p> : null}
      <SetupForm onSubmit={(e) => void submit(e)} aria-label={t('title')} noValidate>
        {picker('away', away, setAway)}
        {picker('home', home, setHome)}
        <Button type="submit" disabled={busy || !teams}>
          {t('start')}
        </Button>
      </SetupForm>
    </GamePage>
  );
}
