import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { Card, LEAGUE_MESSAGES, Page, PageTitle, type LeagueYears, defaultStart, EtDateTimeField, SetupForm, serverNow, useLeagueForm, leaguesApi } from '@bb/shared';
import { DhField, FormActions, InvitesField, LeagueNameField, NumberField, UsageLimitField, useLeagueData, useNameCheck, VisibilityField } from '../../league-core';
import { historicalPaths } from '../league-paths';
import { historicalMessages } from '../messages';
import { initialValues, toRequest, validateCreateLeague, type CreateLeagueField, type CreateLeagueValues } from './create-league-form';
import { YearsField } from './YearsField';
import { YourTeamField } from './YourTeamField';

/** /game/historical-league/league/create: the league setup form (the server's messages, ET start time). */
export function CreateLeaguePage() {
  const t = historicalMessages.useT();
  const navigate = useNavigate();
  const years = useLeagueData<LeagueYears>('years', (signal) => leaguesApi.years(signal));
  const teamsByYear = useMemo(() => new Map((years.data?.years ?? []).map((y) => [y.year, y.teams])), [years.data]);
  const names = useNameCheck();
  const { values, shown, set, touch, submit, pending } = useLeagueForm<CreateLeagueValues, CreateLeagueField>({
    initial: () => initialValues(defaultStart(serverNow())),
    validate: (v) => {
      const errors = validateCreateLeague(v, serverNow(), teamsByYear);
      if (!errors.name && names.taken(v.name)) errors.name = LEAGUE_MESSAGES.nameTaken;
      return errors;
    },
    // The years' error shows once some are chosen (how many more the league needs).
    showsEarly: (field, v) => (field === 'years' && v.years.length > 0) || (field === 'name' && names.checked),
    send: async (v, requestId) => {
      const league = await leaguesApi.create(toRequest(v, requestId));
      navigate(historicalPaths.setup(league.leagueId));
    },
  });

  return (
    <Page>
      <PageTitle>{t('create.title')}</PageTitle>
      <Card>
        <SetupForm noValidate onSubmit={(e) => void submit(e)} aria-label={t('create.title')}>
          <LeagueNameField value={values.name} error={shown('name')} names={names} onChange={(name) => set({ name }, 'name')} onTouch={() => touch('name')} />

          <YearsField years={years} chosen={values.years} onChange={(list) => set({ years: list }, 'years')} error={shown('years')} />

          <NumberField
            id="totalTeams"
            label={t('create.totalTeams')}
            min={2}
            max={60}
            value={values.totalTeams}
            error={shown('totalTeams')}
            onChange={(totalTeams) => set({ totalTeams }, 'totalTeams')}
            onBlur={() => touch('totalTeams')}
          />

          <DhField value={values.dh} autoLabel={t('create.dhAuto')} onChange={(dh) => set({ dh })} />

          <UsageLimitField value={values.usageLimit} error={shown('usageLimit')} onChange={(usageLimit) => set({ usageLimit }, 'usageLimit')} />

          <NumberField
            id="gamesPerTeam"
            label={t('create.gamesPerTeam')}
            min={2}
            max={162}
            value={values.gamesPerTeam}
            hint={t('create.gamesPerTeamHint')}
            error={shown('gamesPerTeam')}
            onChange={(gamesPerTeam) => set({ gamesPerTeam }, 'gamesPerTeam')}
            onBlur={() => touch('gamesPerTeam')}
          />

          <VisibilityField isPrivate={values.isPrivate} onChange={(isPrivate) => set({ isPrivate })} />

          <EtDateTimeField
            id="gamesBeginAt"
            dateLabel={t('create.beginsDate')}
            timeLabel={t('create.beginsTime')}
            date={values.beginDate}
            time={values.beginTime}
            onChange={(beginDate, beginTime) => set({ beginDate, beginTime }, 'gamesBeginAt')}
            onBlur={() => touch('gamesBeginAt')}
            describe={(when) => t('create.beginsAt', { when })}
            error={shown('gamesBeginAt')}
          />

          <YourTeamField
            years={values.years}
            year={values.teamYear}
            teamId={values.teamId}
            error={shown('userTeam')}
            onChange={(year, teamId) => {
              set({ teamYear: year, teamId }, 'userTeam');
              if (teamId) touch('userTeam');
            }}
          />

          <InvitesField value={values.invites} hint={t('create.invitesHint')} error={shown('invites')} onChange={(invites) => set({ invites }, 'invites')} />

          <FormActions submitLabel={t('create.submit')} pending={pending} cancelTo={historicalPaths.list()} />
        </SetupForm>
      </Card>
    </Page>
  );
}
