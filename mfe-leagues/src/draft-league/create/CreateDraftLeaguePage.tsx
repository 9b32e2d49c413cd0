import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  Card,
  DRAFT_MAX_ROUNDS,
  DRAFT_MAX_TEAMS,
  DRAFT_MESSAGES,
  DRAFT_MIN_ROUNDS,
  DRAFT_MIN_TEAMS,
  DRAFT_MODE_LABELS,
  DRAFT_PICK_SECONDS,
  LEAGUE_USAGE_LIMITS,
  Page,
  PageTitle,
  notifyError,
  type DraftMode,
  type DraftPoolOptions,
  type LeagueDhRule,
  type LeagueUsageLimit,
} from '@bb/shared';
import { defaultStart, draftPaths, draftsApi, EtDateTimeField, FieldBox, FieldError, fieldErrorsOf, Hint, Inline, leaguesApi, newRequestId, TextLink, useLeagueData } from '../../league-core';
import { draftMessages } from '../messages';
import { EligibleField } from './EligibleField';
import {
  initialDraftValues,
  toDraftRequest,
  validateCreateDraft,
  type CreateDraftErrors,
  type CreateDraftField,
  type CreateDraftValues,
  type PickSeconds,
} from './create-draft-form';

const Form = styled.form`
  display: grid;
  gap: ${(p) => p.theme.spacing.lg};
  max-width: 720px;
`;

type NameCheck = { name: string; available: boolean } | null;

/** A numeric text field with its error beside it. */
function NumberField(props: { id: CreateDraftField; label: string; value: string; min: number; max: number; error?: string; onChange: (v: string) => void; onBlur: () => void }) {
  return (
    <FieldBox>
      <label htmlFor={`draft-${props.id}`}>{props.label}</label>
      <input
        id={`draft-${props.id}`}
        type="number"
        inputMode="numeric"
        min={props.min}
        max={props.max}
        value={props.value}
        aria-invalid={!!props.error}
        aria-describedby={props.error ? `${props.id}-error` : undefined}
        onChange={(e) => props.onChange(e.target.value)}
        onBlur={props.onBlur}
      />
      <FieldError id={`${props.id}-error`} message={props.error} />
    </FieldBox>
  );
}

/** /draft-league/create: the draft league setup form (spec §2 fields, §5 messages, ET times). */
export function CreateDraftLeaguePage() {
  const t = draftMessages.useT();
  const navigate = useNavigate();
  const options = useLeagueData<DraftPoolOptions>('pool-options', (signal) => draftsApi.poolOptions(signal));
  const [values, setValues] = useState<CreateDraftValues>(() => initialDraftValues(defaultStart(Date.now())));
  const [touched, setTouched] = useState<Partial<Record<CreateDraftField, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<CreateDraftErrors>({});
  const [nameCheck, setNameCheck] = useState<NameCheck>(null);
  const [pending, setPending] = useState(false);
  const [requestId] = useState(newRequestId);
  const inFlight = useRef(false);

  const errors = validateCreateDraft(values, Date.now(), options.data);
  if (!errors.name && nameCheck && nameCheck.name === values.name.trim() && !nameCheck.available) errors.name = DRAFT_MESSAGES.nameTaken;

  /** Shown: the server's word on a field, else the browser's once the field was touched (or the form submitted). */
  const shown = (field: CreateDraftField): string | undefined => {
    if (serverErrors[field]) return serverErrors[field];
    const live = submitted || touched[field] || (field === 'name' && nameCheck !== null) || (field === 'leagues' && values.years.length > 0);
    return live ? errors[field] : undefined;
  };
  const set = (patch: Partial<CreateDraftValues>, ...fields: CreateDraftField[]) => {
    setValues((v) => ({ ...v, ...patch }));
    if (fields.length) setServerErrors((e) => ({ ...e, ...Object.fromEntries(fields.map((f) => [f, undefined])) }));
  };
  const touch = (field: CreateDraftField) => setTouched((x) => ({ ...x, [field]: true }));

  const checkName = async () => {
    touch('name');
    const name = values.name.trim();
    if (!name) return;
    try {
      const { available } = await leaguesApi.uniqueName(name);
      setNameCheck({ name, available });
    } catch (error) {
      notifyError(error);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (inFlight.current || Object.values(errors).some(Boolean)) return;
    inFlight.current = true;
    setPending(true);
    try {
      const room = await draftsApi.create(toDraftRequest(values, requestId));
      navigate(draftPaths.home(room.leagueId));
    } catch (error) {
      const fields = fieldErrorsOf(error);
      // The pool's size may be reported on the seasons; the eligible field shows both.
      if (fields.years && !fields.leagues) fields.leagues = fields.years;
      if (Object.keys(fields).length) setServerErrors(fields);
      else notifyError(error);
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  };

  const number = (id: 'totalTeams' | 'rounds' | 'maxPlayers', label: string, min: number, max: number) => (
    <NumberField id={id} label={label} value={values[id]} min={min} max={max} error={shown(id)} onChange={(v) => set({ [id]: v }, id)} onBlur={() => touch(id)} />
  );

  return (
    <Page>
      <PageTitle>{t('create.title')}</PageTitle>
      <Card>
        <Form noValidate onSubmit={(e) => void submit(e)} aria-label={t('create.title')}>
          <FieldBox>
            <label htmlFor="league-name">{t('create.name')}</label>
            <input
              id="league-name"
              type="text"
              maxLength={60}
              value={values.name}
              aria-invalid={!!shown('name')}
              aria-describedby={shown('name') ? 'name-error' : undefined}
              onChange={(e) => {
                set({ name: e.target.value }, 'name');
                setNameCheck(null);
              }}
              onBlur={() => void checkName()}
            />
            {nameCheck?.available && nameCheck.name === values.name.trim() ? <Hint>{t('create.nameAvailable')}</Hint> : null}
            <FieldError id="name-error" message={shown('name')} />
          </FieldBox>

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

          <FieldBox>
            <label htmlFor="dh-rule">{t('create.dh')}</label>
            <select id="dh-rule" value={values.dh} onChange={(e) => set({ dh: e.target.value as LeagueDhRule })}>
              <option value="auto">{t('create.dhAuto')}</option>
              <option value="yes">{t('create.dhYes')}</option>
              <option value="no">{t('create.dhNo')}</option>
            </select>
          </FieldBox>

          <FieldBox>
            <label htmlFor="usage-limit">{t('create.usage')}</label>
            <select id="usage-limit" value={values.usageLimit} onChange={(e) => set({ usageLimit: Number(e.target.value) as LeagueUsageLimit }, 'usageLimit')}>
              {LEAGUE_USAGE_LIMITS.map((n) => (
                <option key={n} value={n}>
                  {n === 0 ? t('create.noLimit') : t('create.percent', { n })}
                </option>
              ))}
            </select>
            <FieldError id="usageLimit-error" message={shown('usageLimit')} />
          </FieldBox>

          <EligibleField
            options={options}
            years={values.years}
            leagues={values.leagues}
            onChange={(years, leagues) => set({ years, leagues }, 'years', 'leagues')}
            error={shown('leagues')}
          />

          <EtDateTimeField
            id="draftHeldAt"
            dateLabel={t('create.draftDate')}
            timeLabel={t('create.draftTime')}
            date={values.draftDate}
            time={values.draftTime}
            onChange={(draftDate, draftTime) => set({ draftDate, draftTime }, 'draftHeldAt', 'gamesBeginAt')}
            onBlur={() => touch('draftHeldAt')}
            describe={(when) => t('create.draftAt', { when })}
            error={shown('draftHeldAt')}
          />

          <EtDateTimeField
            id="gamesBeginAt"
            dateLabel={t('create.gamesDate')}
            timeLabel={t('create.gamesTime')}
            date={values.gamesDate}
            time={values.gamesTime}
            onChange={(gamesDate, gamesTime) => set({ gamesDate, gamesTime }, 'gamesBeginAt')}
            onBlur={() => touch('gamesBeginAt')}
            describe={(when) => t('create.gamesAt', { when })}
            error={shown('gamesBeginAt')}
          />

          <FieldBox>
            <fieldset>
              <legend>{t('create.visibility')}</legend>
              <Inline>
                <label>
                  <input type="radio" name="visibility" checked={!values.isPrivate} onChange={() => set({ isPrivate: false })} /> {t('create.public')}
                </label>
                <label>
                  <input type="radio" name="visibility" checked={values.isPrivate} onChange={() => set({ isPrivate: true })} /> {t('create.private')}
                </label>
              </Inline>
            </fieldset>
          </FieldBox>

          <FieldBox>
            <label htmlFor="invites">{t('create.invites')}</label>
            <textarea
              id="invites"
              value={values.invites}
              aria-describedby={shown('invites') ? 'invites-error' : undefined}
              onChange={(e) => set({ invites: e.target.value }, 'invites')}
            />
            <Hint>{t('create.invitesHint')}</Hint>
            <FieldError id="invites-error" message={shown('invites')} />
          </FieldBox>

          <Inline>
            <Button type="submit" disabled={pending} aria-busy={pending}>
              {pending ? t('create.submitting') : t('create.submit')}
            </Button>
            <TextLink to={draftPaths.list()}>{t('create.cancel')}</TextLink>
          </Inline>
        </Form>
      </Card>
    </Page>
  );
}
