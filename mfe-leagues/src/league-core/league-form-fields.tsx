import { useState } from 'react';
import { leaguesApi, Button, FieldBox, FieldError, Hint, Inline, LEAGUE_USAGE_LIMITS, notifyError, type LeagueDhRule, type LeagueUsageLimit } from '@bb/shared';
import { TextLink } from './league-ui';
import { leagueMessages } from './league-messages';

// The fields every league mode's setup form has; each mode adds its own (seasons, draft rounds, your team).

type NameCheck = { name: string; available: boolean } | null;

/** The server's answer on the typed name (checked when the field is left): taken, available, or not asked yet. */
export function useNameCheck() {
  const [check, setCheck] = useState<NameCheck>(null);
  const answers = (typed: string) => (check !== null && check.name === typed.trim() ? check : null);
  return {
    checked: check !== null,
    taken: (typed: string) => answers(typed)?.available === false,
    available: (typed: string) => answers(typed)?.available === true,
    reset: () => setCheck(null),
    run: async (typed: string) => {
      const name = typed.trim();
      if (!name) return;
      try {
        const { available } = await leaguesApi.uniqueName(name);
        setCheck({ name, available });
      } catch (error) {
        notifyError(error);
      }
    },
  };
}

export type NameChecker = ReturnType<typeof useNameCheck>;

/** The league's name, checked with the server when left (names are unique). */
export function LeagueNameField({ value, error, names, onChange, onTouch }: { value: string; error: string | undefined; names: NameChecker; onChange: (name: string) => void; onTouch: () => void }) {
  const t = leagueMessages.useT();
  return (
    <FieldBox>
      <label htmlFor="league-name">{t('form.name')}</label>
      <input
        id="league-name"
        type="text"
        maxLength={60}
        value={value}
        aria-invalid={!!error}
        aria-describedby={error ? 'name-error' : undefined}
        onChange={(e) => {
          onChange(e.target.value);
          names.reset();
        }}
        onBlur={() => {
          onTouch();
          void names.run(value);
        }}
      />
      {names.available(value) ? <Hint>{t('form.nameAvailable')}</Hint> : null}
      <FieldError id="name-error" message={error} />
    </FieldBox>
  );
}

/** A whole number typed as text (a half-typed field is not a 0), its error beside it (`${id}-error`). */
export function NumberField(props: { id: string; label: string; value: string; min: number; max: number; hint?: string; error?: string; onChange: (v: string) => void; onBlur: () => void }) {
  return (
    <FieldBox>
      <label htmlFor={`field-${props.id}`}>{props.label}</label>
      <input
        id={`field-${props.id}`}
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
      {props.hint ? <Hint>{props.hint}</Hint> : null}
      <FieldError id={`${props.id}-error`} message={props.error} />
    </FieldBox>
  );
}

/** The designated hitter rule; `autoLabel` says what "auto" follows in this mode (the years, the seasons). */
export function DhField({ value, autoLabel, onChange }: { value: LeagueDhRule; autoLabel: string; onChange: (dh: LeagueDhRule) => void }) {
  const t = leagueMessages.useT();
  return (
    <FieldBox>
      <label htmlFor="dh-rule">{t('form.dh')}</label>
      <select id="dh-rule" value={value} onChange={(e) => onChange(e.target.value as LeagueDhRule)}>
        <option value="auto">{autoLabel}</option>
        <option value="yes">{t('form.dhYes')}</option>
        <option value="no">{t('form.dhNo')}</option>
      </select>
    </FieldBox>
  );
}

export function UsageLimitField({ value, error, onChange }: { value: LeagueUsageLimit; error: string | undefined; onChange: (limit: LeagueUsageLimit) => void }) {
  const t = leagueMessages.useT();
  return (
    <FieldBox>
      <label htmlFor="usage-limit">{t('form.usage')}</label>
      <select id="usage-limit" value={value} onChange={(e) => onChange(Number(e.target.value) as LeagueUsageLimit)}>
        {LEAGUE_USAGE_LIMITS.map((n) => (
          <option key={n} value={n}>
            {n === 0 ? t('form.noLimit') : t('form.percent', { n })}
          </option>
        ))}
      </select>
      <FieldError id="usageLimit-error" message={error} />
    </FieldBox>
  );
}

export function VisibilityField({ isPrivate, onChange }: { isPrivate: boolean; onChange: (isPrivate: boolean) => void }) {
  const t = leagueMessages.useT();
  return (
    <FieldBox>
      <fieldset>
        <legend>{t('form.visibility')}</legend>
        <Inline>
          <label>
            <input type="radio" name="visibility" checked={!isPrivate} onChange={() => onChange(false)} /> {t('form.public')}
          </label>
          <label>
            <input type="radio" name="visibility" checked={isPrivate} onChange={() => onChange(true)} /> {t('form.private')}
          </label>
        </Inline>
      </fieldset>
    </FieldBox>
  );
}

/** Usernames to invite; `hint` says what becomes of the other teams in this mode. */
export function InvitesField({ value, hint, error, onChange }: { value: string; hint: string; error: string | undefined; onChange: (text: string) => void }) {
  const t = leagueMessages.useT();
  return (
    <FieldBox>
      <label htmlFor="invites">{t('form.invites')}</label>
      <textarea id="invites" value={value} aria-describedby={error ? 'invites-error' : undefined} onChange={(e) => onChange(e.target.value)} />
      <Hint>{hint}</Hint>
      <FieldError id="invites-error" message={error} />
    </FieldBox>
  );
}

/** Submit (busy while the request runs) and Cancel back to the mode's league list. */
export function FormActions({ submitLabel, pending, cancelTo }: { submitLabel: string; pending: boolean; cancelTo: string }) {
  const t = leagueMessages.useT();
  return (
    <Inline>
      <Button type="submit" disabled={pending} aria-busy={pending}>
        {pending ? t('form.submitting') : submitLabel}
      </Button>
      <TextLink to={cancelTo}>{t('form.cancel')}</TextLink>
    </Inline>
  );
}
