import { useNavigate } from 'react-router-dom';
import {
  Card,
  DRAFT_MAX_ROUNDS,
  DRAFT_MAX_TEAMS,
  DRAFT_MESSAGES,
  DRAFT_MIN_ROUNDS,
  DRAFT_MIN_TEAMS,
  DRAFT_MODE_LABELS,
  DRAFT_PICK_SECONDS,
  Page,
  PageTitle,
  type DraftMode,
  type DraftPoolOptions,
  defaultStart,
  FieldBox,
  FieldError,
  SetupForm,
  serverNow,
  useLeagueForm,
} from '@bb/shared';
import {
  DhField,
  draftPaths,
  draftsApi,
  DraftTimesFields,
  FormActions,
  InvitesField,
  LeagueNameField,
  NumberField,
  UsageLimitField,
  useLeagueData,
  useNameCheck,
  VisibilityField,
} from '../../league-core';
import { draftMessages } from '../messages';
import { EligibleField } from './EligibleField';
import {
  initialDraftValues,
  toDraftRequest,
  validateCreateDraft,
  type CreateDraftField,
  type CreateDraftValues,
  type PickSeconds,
} from './create-draft-form';

/** /draft-league/create: the draft league setup form (draft mode, rounds, round time, max players per team; the server's messages; ET times). */
export function CreateDraftLeaguePage() {
  const t = draftMessages.useT();
  const navigate = useNavigate();
  const options = useLeagueData<DraftPoolOptions>('pool-options', (signal) => draftsApi.poolOptions(signal));
  const names = useNameCheck();
  const { values, shown, set, touch, submit, pending } = useLeagueForm<CreateDraftValues, CreateDraftField>({
    initial: () => initialDraftValues(defaultStart(serverNow())),
    validate: (v) => {
      const errors = validateCreateDraft(v, serverNow(), options.data);
      if (!errors.name && names.taken(v.name)) errors.name = DRAFT_MESSAGES.nameTaken;
      return errors;
    },
    showsEarly: (field, v) => (field === 'name' && names.checked) || (field === 'leagues' && v.years.length > 0),
    send: async (v, requestId) => {
      const room = await draftsApi.create(toDraftRequest(v, requestId));
      navigate(draftPaths.home(room.leagueId));
    },
    // The pool's size may be reported on the seasons; the eligible field shows both.
    serverFields: (fields) => (fields.years && !fields.leagues ? { ...fields, leagues: fields.years } : fields),
  });

  const number = (id: 'totalTeams' | 'rounds' | 'maxPlayers', label: string, min: number, max: number) => (
    <NumberField id={id} label={label} value={values[id]} min={min} max={max} error={shown(id)} onChange={(v) => set({ [id]: v }, id)} onBlur={() => touch(id)} />
  );

  return (
    <Page>
      <PageTitle>{t('create.title')}</PageTitle>
      <Card>
        <SetupForm noValidate onSubmit={(e) => void submit(e)} aria-label={t('create.title')}>
          <LeagueNameField value={values.name} error={shown('name')} names={names} onChange={(name) => set({ name }, 'name')} onTouch={() => touch('name')} />

          {number('totalTeams', t('create.totalTeams'), DRAFT_MIN_TEAMS, DRAFT_MAX_TEAMS)}

          <FieldBox>
            <label htmlFor="draft-mode">{t('create.mode')}</label>
            <select id="draft-mode" value={values.mode} onChange={(e) => set({ mode: e.target.value as DraftMode }, 'mode')}>
              {(Object.keys(DRAFT_MODE_LABELS) as DraftMode[]).map((mode) => (
                <option key={mode} value={mode}>
                  {DRAFT_MODE_LABELS[mode]}
                </option>
              ))}
            </select>
            <FieldError id="mode-error" message={shown('mode')} />
          </FieldBox>

          {number('rounds', t('create.rounds'), DRAFT_MIN_ROUNDS, DRAFT_MAX_ROUNDS)}

          <FieldBox>
            <label htmlFor="pick-seconds">{t('create.pickSeconds')}</label>
            <select id="pick-seconds" value={values.pickSeconds} onChange={(e) => set({ pickSeconds: Number(e.target.value) as PickSeconds }, 'pickSeconds')}>
              {DRAFT_PICK_SECONDS.map((n) => (
                <option key={n} value={n}>
                  {t('create.seconds', { n })}
                </option>
              ))}
            </select>
            <FieldError id="pickSeconds-error" message={shown('pickSeconds')} />
          </FieldBox>

          {number('maxPlayers', t('create.maxPlayers'), DRAFT_MIN_ROUNDS, 99)}

          <DhField value={values.dh} autoLabel={t('create.dhAuto')} onChange={(dh) => set({ dh })} />

          <UsageLimitField value={values.usageLimit} error={shown('usageLimit')} onChange={(usageLimit) => set({ usageLimit }, 'usageLimit')} />

          <EligibleField
            options={options}
            years={values.years}
            leagues={values.leagues}
            onChange={(years, leagues) => set({ years, leagues }, 'years', 'leagues')}
            error={shown('leagues')}
          />

          <DraftTimesFields values={values} error={shown} onChange={set} onBlur={touch} />

          <VisibilityField isPrivate={values.isPrivate} onChange={(isPrivate) => set({ isPrivate })} />

          <InvitesField value={values.invites} hint={t('create.invitesHint')} error={shown('invites')} onChange={(invites) => set({ invites }, 'invites')} />

          <FormActions submitLabel={t('create.submit')} pending={pending} cancelTo={draftPaths.list()} />
        </SetupForm>
      </Card>
    </Page>
  );
}
