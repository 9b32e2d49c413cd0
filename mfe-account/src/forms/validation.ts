import { ACCOUNT_LIMITS, EMAIL_PATTERN, PROFILE_IMAGE_MAX_MB, t, USERNAME_PATTERN } from '@bb/shared';
import { formMessages } from './form-messages';

/**
 * The server's field rules (limits and patterns from shared's contract, as api/src/accounts/validation.ts
 * uses them) with the server's messages, so a form shows the same message under a field before any round trip.
 * Each rule answers the message of the first broken rule, or null.
 */
export type Rule = (value: string) => string | null;

export const LIMITS = ACCOUNT_LIMITS;

const blank = (value: string): boolean => value.trim() === '';

export const required = (field: string): Rule => (value) => (blank(value) ? t('validation.required', { field }) : null);

export function name(field: string): Rule {
  return (value) => required(field)(value) ?? (value.trim().length > LIMITS.nameMax ? t('validation.maxLength', { n: LIMITS.nameMax }) : null);
}

export const username: Rule = (value) => {
  const missing = required('username')(value);
  if (missing) return missing;
  const v = value.trim();
  if (/\s/.test(v)) return formMessages.t('spaceNotAllowed');
  if (!USERNAME_PATTERN.test(v)) return formMessages.t('specialChars');
  if (v.length < LIMITS.usernameMin) return t('validation.minLength', { n: LIMITS.usernameMin });
  if (v.length > LIMITS.usernameMax) return t('validation.maxLength', { n: LIMITS.usernameMax });
  return null;
};

// Same shape the server accepts: one @, no spaces, a dot in the domain.

export const email: Rule = (value) => {
  const missing = required('email')(value);
  if (missing) return missing;
  const v = value.trim();
  return v.length > LIMITS.emailMax || !EMAIL_PATTERN.test(v) ? t('validation.invalidEmail') : null;
};

export function password(field = 'password'): Rule {
  return (value) => {
    if (value === '') return t('validation.required', { field });
    if (value.length < LIMITS.passwordMin) return t('validation.minLength', { n: LIMITS.passwordMin });
    if (value.length > LIMITS.passwordMax) return t('validation.maxLength', { n: LIMITS.passwordMax });
    return null;
  };
}

export const confirmation = (passwordValue: string): Rule => (value) =>
  value !== passwordValue ? t('validation.passwordsDoNotMatch') : null;

/**
 * Date of birth: DD/MM/YYYY with a real calendar day and a year in 1900–2099
 * ('Invalid Date'), a year not after the current one ('Only date till current year are
 * allowed') and a day not in the future ('Invalid date of birth').
 */
export function dateOfBirth(today: () => Date = () => new Date()): Rule {
  return (value) => {
    const missing = required('date of birth')(value);
    if (missing) return missing;
    const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
    if (!match) return formMessages.t('invalidDate');
    const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
    if (year < LIMITS.birthYearMin || year > LIMITS.birthYearMax) return formMessages.t('invalidDate');
    const date = new Date(Date.UTC(year, month - 1, day));
    if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return formMessages.t('invalidDate');
    const now = today();
    if (year > now.getFullYear()) return formMessages.t('yearAfterCurrent');
    if (date.getTime() > Date.UTC(now.getFullYear(), now.getMonth(), now.getDate())) return formMessages.t('futureBirth');
    return null;
  };
}

/** A profile image must be under 5 MB. */
export function imageFile(file: File | null | undefined): string | null {
  if (!file) return formMessages.t('fileRequired');
  return file.size >= PROFILE_IMAGE_MAX_MB * 1024 * 1024 ? formMessages.t('imageTooLarge') : null;
}

export function favoriteTeams(teams: readonly string[]): string | null {
  if (teams.length > LIMITS.favoriteTeamsMax) return formMessages.t('maxValues', { n: LIMITS.favoriteTeamsMax });
  if (teams.some((team) => team.length > LIMITS.favoriteTeamMax)) return t('validation.maxLength', { n: LIMITS.favoriteTeamMax });
  return null;
}

/** Runs the rules of each field; an empty object means the form is valid. */
export function validate<F extends string>(values: Record<F, string>, rules: Partial<Record<F, Rule>>): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {};
  for (const field of Object.keys(rules) as F[]) {
    const message = rules[field]?.(values[field] ?? '');
    if (message) errors[field] = message;
  }
  return errors;
}

/** Link: a web address a user can open (http or https). */
export const link: Rule = (value) => (blank(value) || webAddress(value.trim(), ['http:', 'https:']) ? null : formMessages.t('invalidLink'));

/** URL: any absolute address with a host, whatever its scheme. */
export const url: Rule = (value) => (blank(value) || webAddress(value.trim()) ? null : formMessages.t('invalidUrl'));

function webAddress(value: string, protocols?: readonly string[]): boolean {
  try {
    const parsed = new URL(value);
    return parsed.hostname !== '' && (!protocols || protocols.includes(parsed.protocol));
  } catch {
    return false;
  }
}

/** File size max: 'Maximum file size allowed is {n} mb'. */
export function fileSize(maxMb: number): (file: File | null | undefined) => string | null {
  return (file) => (file && file.size > maxMb * 1024 * 1024 ? formMessages.t('fileTooLarge', { n: maxMb }) : null);
}

/** Required-if: the field is needed once `needed` holds (another field's answer asks for it). */
export const requiredIf = (needed: boolean): Rule => (value) => (needed && blank(value) ? formMessages.t('requiredIf') : null);

/** Zip code: a location first, then exactly the length that location's codes have. */
export function zipcode(location: string, lengths: Readonly<Record<string, number>>): Rule {
  return (value) => {
    const length = lengths[location];
    if (length === undefined) return formMessages.t('selectLocation');
    return value.trim().length === length ? null : formMessages.t('exactLength', { n: length });
  };
}

/** Choose at least one: `chosen` holds the picked options' flags, named by `fields` in the message. */
export function chooseAtLeastOne(chosen: readonly boolean[], fields: readonly string[]): string | null {
  return chosen.some(Boolean) ? null : formMessages.t('chooseOne', { fields: fields.join(', ') });
}

/** Phone: 10 digits; spaces, dashes, dots and brackets between them are allowed. */
export const phone: Rule = (value) => (blank(value) || /^\d{10}$/.test(value.replace(/[\s().-]/g, '')) ? null : formMessages.t('invalidPhone'));
