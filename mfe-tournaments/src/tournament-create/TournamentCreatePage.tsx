import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  Card,
  EtDateTimeField,
  FieldBox,
  FieldError,
  Hint,
  Inline,
  Page,
  PageTitle,
  TOURNAMENT_FORMAT_LABELS,
  TOURNAMENT_FORMATS,
  TOURNAMENT_MAX_TEAMS,
  TOURNAMENT_MESSAGES,
  TOURNAMENT_MIN_TEAMS,
  TOURNAMENT_SERIES_LENGTHS,
  etToInstant,
  instantToEt,
  media,
  toast,
  tournamentsApi,
  useLeagueForm,
  wholeNumber,
  type LeagueDhRule,
  serverNow,
  tokens,
} from '@bb/shared';
import { tournamentMessages } from '../tournament-core/messages';
import { tournamentPaths } from '../tournament-core/tournament-paths';
import { FIRST_GAME_AFTER_LOCK_MINUTES } from '../tournament-core/tournament-times';
import {
  FIRST_SEASON,
  LAST_SEASON,
  initialTournamentValues,
  teamKey,
  toCreateTournamentRequest,
  validateCreateTournament,
  type CreateTournamentField,
  type CreateTournamentValues,
} from './create-tournament-form';
import { RadioField, SelectField, TextField } from './form-fields';
import { TeamsPicker } from './TeamsPicker';
import { useTeamsByYear } from './use-teams-by-year';
import { useUniqueName } from './use-unique-name';

const SEASONS = Array.from({ length: LAST_SEASON - FIRST_SEASON + 1 }, (_, i) => LAST_SEASON - i).map((year) => ({ value: year, label: String(year) }));

/** One column on a phone; on a wide screen the settings sit beside the teams list. */
const Form = styled.form`
  display: grid;
  gap: ${tokens.spacing.lg};
  min-width: 0;
  ${media.up('xl')} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: start;
  }
`;

const Column = styled.div`
  display: grid;
  gap: ${tokens.spacing.lg};
  min-width: 0;
`;

const Pair = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${tokens.spacing.md};
`;

const Actions = styled(Inline)`
  ${media.up('xl')} {
    grid-column: 1 / -1;
  }
`;

/** /tournament: the tournament creation form (issue 20; times entered in ET). */
export default function TournamentCreatePage() {
  const t = tournamentMessages.useT();
  const navigate = useNavigate();
  const names = useUniqueName();
  const teamsByYear = useTeamsByYear();
  // The first game follows the lock (15 minutes after) until the user sets it himself.
  const firstSetByHand = useRef(false);
  const { values, shown, set, touch, submit, pending } = useLeagueForm<CreateTournamentValues, CreateTournamentField>({
    initial: () => initialTournamentValues(serverNow()),
    validate: (v) => {
      const errors = validateCreateTournament(v, serverNow(), teamsByYear.forRange(v.fromYear, v.toYear).total);
      if (!errors.name && names.taken(v.name)) errors.name = TOURNAMENT_MESSAGES.nameTaken;
      return errors;
    },
    showsEarly: (field, v) => (field === 'name' && names.taken(v.name)) || (field === 'teams' && v.teams.length > 0) || (field === 'toYear' && v.toYear < v.fromYear),
    send: async (v, requestId) => {
      const created = await tournamentsApi.create(toCreateTournamentRequest(v, requestId));
      toast.success(t('create.created', { name: created.name }));
      navigate(tournamentPaths.summary(created.leagueId));
    },
  });
  const { load } = teamsByYear;
  useEffect(() => load(values.fromYear, values.toYear), [load, values.fromYear, values.toYear]);
  const teams = teamsByYear.forRange(values.fromYear, values.toYear);
  const maxPicks = wholeNumber(values.totalTeams);

  // Picks from seasons no longer in the range leave the field (the server would refuse them).
  useEffect(() => {
    if (!teams.years || teams.total === null) return;
    const inRange = new Set(teams.years.flatMap((y) => y.teams.map((team) => teamKey(team.teamId, team.year))));
    if (values.teams.some((key) => !inRange.has(key))) set({ teams: values.teams.filter((key) => inRange.has(key)) }, 'teams');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new list prunes; picking runs through the picker
  }, [teams.years, teams.total]);

  const setLock = (lockDate: string, lockTime: string) => {
    const lock = etToInstant(lockDate, lockTime);
    const follow = !firstSetByHand.current && lock ? instantToEt(lock.getTime() + FIRST_GAME_AFTER_LOCK_MINUTES * 60_000) : null;
    set({ lockDate, lockTime, ...(follow ? { firstDate: follow.date, firstTime: follow.time } : {}) }, 'locksAt', 'firstGameAt');
  };

  const nameHint = names.checking(values.name) ? t('create.checking') : names.uniqueName(values.name) ? t('create.nameAvailable') : undefined;
  const seriesOptions = TOURNAMENT_SERIES_LENGTHS.map((n) => ({ value: n, label: n === 1 ? t('create.singleGame') : t('create.bestOf', { n }) }));
  const dhOptions: Array<{ value: LeagueDhRule; label: string }> = [
    { value: 'auto', label: t('create.dhAuto') },
    { value: 'yes', label: t('create.dhYes') },
    { value: 'no', label: t('create.dhNo') },
  ];

  return (
    <Page>
      <PageTitle>{t('create.title')}</PageTitle>
      <p>{t('create.intro')}</p>
      <Card>
        <Form noValidate aria-label={t('create.title')} onSubmit={(e) => void submit(e)}>
          <Column>
            <TextField id="name" label={t('create.name')} value={values.name} maxLength={60} hint={nameHint} error={shown('name')} onChange={(name) => {
                set({ name }, 'name');
                names.typed(name);
              }} onBlur={() => touch('name')} />

            <FieldBox>
              <Pair role="group" aria-label={t('create.seasons')}>
                <SelectField id="fromYear" label={t('create.fromYear')} value={values.fromYear} options={SEASONS} error={shown('fromYear')} onChange={(fromYear) => set({ fromYear }, 'fromYear', 'toYear', 'teams', 'totalTeams')} />
                <SelectField id="toYear" label={t('create.toYear')} value={values.toYear} options={SEASONS} error={shown('toYear')} onChange={(toYear) => set({ toYear }, 'fromYear', 'toYear', 'teams', 'totalTeams')} />
              </Pair>
            </FieldBox>

            <TextField
              id="totalTeams"
              label={t('create.totalTeams')}
              type="number"
              inputMode="numeric"
              min={TOURNAMENT_MIN_TEAMS}
              max={TOURNAMENT_MAX_TEAMS}
              value={values.totalTeams}
              hint={t('create.totalTeamsHint', { min: TOURNAMENT_MIN_TEAMS, max: TOURNAMENT_MAX_TEAMS })}
              error={shown('totalTeams')}
              onChange={(totalTeams) => set({ totalTeams }, 'totalTeams', 'teams')}
              onBlur={() => touch('totalTeams')}
            />

            <Pair>
              <SelectField id="format" label={t('create.format')} value={values.format} options={TOURNAMENT_FORMATS.map((f) => ({ value: f, label: TOURNAMENT_FORMAT_LABELS[f] }))} error={shown('format')} onChange={(format) => set({ format }, 'format')} />
              <SelectField id="seriesLength" label={t('create.series')} value={values.seriesLength} options={seriesOptions} error={shown('seriesLength')} onChange={(seriesLength) => set({ seriesLength }, 'seriesLength')} />
            </Pair>

            <SelectField id="dh" label={t('create.dh')} value={values.dh} options={dhOptions} error={shown('dh')} onChange={(dh) => set({ dh }, 'dh')} />

            <EtDateTimeField
              id="locksAt"
              dateLabel={t('create.lockDate')}
              timeLabel={t('create.lockTime')}
              date={values.lockDate}
              time={values.lockTime}
              onChange={setLock}
              onBlur={() => touch('locksAt')}
              describe={(when) => t('create.lockHint', { when })}
              error={shown('locksAt')}
            />

            <EtDateTimeField
              id="firstGameAt"
              dateLabel={t('create.firstDate')}
              timeLabel={t('create.firstTime')}
              date={values.firstDate}
              time={values.firstTime}
              onChange={(firstDate, firstTime) => {
                firstSetByHand.current = true;
                set({ firstDate, firstTime }, 'firstGameAt');
              }}
              onBlur={() => touch('firstGameAt')}
              describe={(when) => t('create.firstHint', { when })}
              error={shown('firstGameAt')}
            />

            <RadioField
              name="visibility"
              legend={t('create.visibility')}
              value={values.isPrivate ? 'private' : 'public'}
              options={[
                { value: 'public', label: t('create.public') },
                { value: 'private', label: t('create.private') },
              ]}
              onChange={(v) => set({ isPrivate: v === 'private' }, 'invites')}
            />

            {values.isPrivate ? (
              <FieldBox>
                <label htmlFor="field-invites">{t('create.invites')}</label>
                <textarea id="field-invites" value={values.invites} aria-describedby={shown('invites') ? 'invites-error' : undefined} onChange={(e) => set({ invites: e.target.value }, 'invites')} />
                <Hint>{t('create.invitesHint')}</Hint>
                <FieldError id="invites-error" message={shown('invites')} />
              </FieldBox>
            ) : null}
          </Column>

          <Column>
            <TeamsPicker years={teams.years} picked={values.teams} max={maxPicks} error={shown('teams')} onChange={(picked) => set({ teams: picked }, 'teams')} />
          </Column>

          <Actions>
            <Button type="submit" disabled={pending} aria-busy={pending}>
              {pending ? t('create.submitting') : t('create.submit')}
            </Button>
            <Button as={Link} to={tournamentPaths.lobby()} $variant="ghost">
              {t('create.cancel')}
            </Button>
          </Actions>
        </Form>
      </Card>
    </Page>
  );
}
