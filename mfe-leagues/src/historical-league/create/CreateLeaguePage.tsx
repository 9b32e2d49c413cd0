import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Card, LEAGUE_MESSAGES, LEAGUE_USAGE_LIMITS, Page, PageTitle, formatEtDateTime, notifyError, type LeagueDhRule, type LeagueUsageLimit, type LeagueYears } from '@bb/shared';
import { TextLink, fieldErrorsOf, leaguesApi, useLeagueData } from '../../league-core';
import { historicalPaths } from '../league-paths';
import { historicalMessages } from '../messages';
import { initialValues, toRequest, validateCreateLeague, type CreateLeagueErrors, type CreateLeagueField, type CreateLeagueValues } from './create-league-form';
import { defaultStart, etToInstant } from './et-time';
import { FieldBox, FieldError, Hint, Inline } from './form-ui';
import { YearsField } from './YearsField';
import { YourTeamField } from './YourTeamField';

const Form = styled.form`
  display: grid;
  gap: ${(p) => p.theme.spacing.lg};
  max-width: 720px;
`;

/** A random id per form (POST /api/leagues answers the same league to a repeated submit). */
function newRequestId(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  return `req-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

type NameCheck = { name: string; available: boolean } | null;

/** /game/historical-league/league/create: the league setup form (spec §5 messages, ET start time). */
export function CreateLeaguePage() {
  const t = historicalMessages.useT();
  const navigate = useNavigate();
  const years = useLeagueData<LeagueYears>('years', (signal) => leaguesApi.years(signal));
  const [values, setValues] = useState<CreateLeagueValues>(() => initialValues(defaultStart(Date.now())));
  const [touched, setTouched] = useState<Partial<Record<CreateLeagueField, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<CreateLeagueErrors>({});
  const [nameCheck, setNameCheck] = useState<NameCheck>(null);
  const [pending, setPending] = useState(false);
  const [requestId] = useState(newRequestId);
  const inFlight = useRef(false);

  const teamsByYear = useMemo(() => new Map((years.data?.years ?? []).map((y) => [y.year, y.teams])), [years.data]);
  const errors = validateCreateLeague(values, Date.now(), teamsByYear);
  if (!errors.name && nameCheck && nameCheck.name === values.name.trim() && !nameCheck.available) errors.name = LEAGUE_MESSAGES.nameTaken;

  /** Shown: the server's word on a field, else the browser's once the field was touched (years: live once chosen). */
  const shown = (field: CreateLeagueField): string | undefined => {
    if (serverErrors[field]) return serverErrors[field];
    const live = submitted || touched[field] || (field === 'years' && values.years.length > 0) || (field === 'name' && nameCheck !== null);
    return live ? errors[field] : undefined;
  };

  const set = <K extends keyof CreateLeagueValues>(key: K, value: CreateLeagueValues[K], field?: CreateLeagueField) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (field) setServerErrors((e) => ({ ...e, [field]: undefined }));
  };
  const touch = (field: CreateLeagueField) => setTouched((x) => ({ ...x, [field]: true }));

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
      const league = await leaguesApi.create(toRequest(values, requestId));
      navigate(historicalPaths.setup(league.leagueId));
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (Object.keys(fields).length) setServerErrors(fields);
      else notifyError(error);
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  };

  const start = etToInstant(values.beginDate, values.beginTime);
  const describe = (field: CreateLeagueField) => (shown(field) ? `${field}-error` : undefined);

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
              aria-describedby={describe('name')}
              onChange={(e) => {
                set('name', e.target.value, 'name');
                setNameCheck(null);
              }}
              onBlur={() => void checkName()}
            />
            {nameCheck?.available && nameCheck.name === values.name.trim() ? <Hint>{t('create.nameAvailable')}</Hint> : null}
            <FieldError id="name-error" message={shown('name')} />
          </FieldBox>

          <YearsField years={years} chosen={values.years} onChange={(list) => set('years', list, 'years')} error={shown('years')} />

          <FieldBox>
            <label htmlFor="total-teams">{t('create.totalTeams')}</label>
            <input
              id="total-teams"
              type="number"
              inputMode="numeric"
              min={2}
              max={60}
              value={values.totalTeams}
              aria-describedby={describe('totalTeams')}
              onChange={(e) => set('totalTeams', e.target.value, 'totalTeams')}
              onBlur={() => touch('totalTeams')}
            />
            <FieldError id="totalTeams-error" message={shown('totalTeams')} />
          </FieldBox>

          <FieldBox>
            <label htmlFor="dh-rule">{t('create.dh')}</label>
            <select id="dh-rule" value={values.dh} onChange={(e) => set('dh', e.target.value as LeagueDhRule)}>
              <option value="auto">{t('create.dhAuto')}</option>
              <option value="yes">{t('create.dhYes')}</option>
              <option value="no">{t('create.dhNo')}</option>
            </select>
          </FieldBox>

          <FieldBox>
            <label htmlFor="usage-limit">{t('create.usage')}</label>
            <select id="usage-limit" value={values.usageLimit} onChange={(e) => set('usageLimit', Number(e.target.value) as LeagueUsageLimit, 'usageLimit')}>
              {LEAGUE_USAGE_LIMITS.map((n) => (
                <option key={n} value={n}>
                  {n === 0 ? t('create.noLimit') : t('create.percent', { n })}
                </option>
              ))}
            </select>
            <FieldError id="usageLimit-error" message={shown('usageLimit')} />
          </FieldBox>

          <FieldBox>
            <label htmlFor="games-per-team">{t('create.gamesPerTeam')}</label>
            <input
              id="games-per-team"
              type="number"
              inputMode="numeric"
              min={2}
              max={162}
              value={values.gamesPerTeam}
              aria-describedby={describe('gamesPerTeam')}
              onChange={(e) => set('gamesPerTeam', e.target.value, 'gamesPerTeam')}
              onBlur={() => touch('gamesPerTeam')}
            />
            <Hint>{t('create.gamesPerTeamHint')}</Hint>
            <FieldError id="gamesPerTeam-error" message={shown('gamesPerTeam')} />
          </FieldBox>

          <FieldBox>
            <fieldset>
              <legend>{t('create.visibility')}</legend>
              <Inline>
                <label>
                  <input type="radio" name="visibility" checked={!values.isPrivate} onChange={() => set('isPrivate', false)} /> {t('create.public')}
                </label>
                <label>
                  <input type="radio" name="visibility" checked={values.isPrivate} onChange={() => set('isPrivate', true)} /> {t('create.private')}
                </label>
              </Inline>
            </fieldset>
          </FieldBox>

          <FieldBox>
            <Inline>
              <label>
                {t('create.beginsDate')}{' '}
                <input
                  type="date"
                  value={values.beginDate}
                  aria-describedby={describe('gamesBeginAt')}
                  onChange={(e) => set('beginDate', e.target.value, 'gamesBeginAt')}
                  onBlur={() => touch('gamesBeginAt')}
                />
              </label>
              <label>
                {t('create.beginsTime')}{' '}
                <input
                  type="time"
                  value={values.beginTime}
                  aria-describedby={describe('gamesBeginAt')}
                  onChange={(e) => set('beginTime', e.target.value, 'gamesBeginAt')}
                  onBlur={() => touch('gamesBeginAt')}
                />
              </label>
            </Inline>
            {start ? <Hint data-testid="begins-at">{t('create.beginsAt', { when: formatEtDateTime(start) })}</Hint> : null}
            <FieldError id="gamesBeginAt-error" message={shown('gamesBeginAt')} />
          </FieldBox>

          <YourTeamField
            years={values.years}
            year={values.teamYear}
            teamId={values.teamId}
            error={shown('userTeam')}
            onChange={(year, teamId) => {
              setValues((v) => ({ ...v, teamYear: year, teamId }));
              setServerErrors((e) => ({ ...e, userTeam: undefined }));
              if (teamId) touch('userTeam');
            }}
          />

          <FieldBox>
            <label htmlFor="invites">{t('create.invites')}</label>
            <textarea id="invites" value={values.invites} aria-describedby={describe('invites')} onChange={(e) => set('invites', e.target.value, 'invites')} />
            <Hint>{t('create.invitesHint')}</Hint>
            <FieldError id="invites-error" message={shown('invites')} />
          </FieldBox>

          <Inline>
            <Button type="submit" disabled={pending} aria-busy={pending}>
              {pending ? t('create.submitting') : t('create.submit')}
            </Button>
            <TextLink to={historicalPaths.list()}>{t('create.cancel')}</TextLink>
          </Inline>
        </Form>
      </Card>
    </Page>
  );
}
