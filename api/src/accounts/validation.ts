import { ACCOUNT_LIMITS, EMAIL_PATTERN, USERNAME_PATTERN } from '@bb/contract';
/**
 * Field rules with the form messages, verbatim. Each check returns
 * the message of the first rule a value breaks, or null.
 */
export const MESSAGES = {
  required: (field: string) => `You need to enter ${field}`,
  email: 'Invalid email address',
  minLength: (n: number) => `Must be atleast ${n} characters`,
  maxLength: (n: number) => `Please enter description with max of ${n} characters`,
  invalidDate: 'Invalid Date',
  futureBirth: 'Invalid date of birth',
  yearAfterCurrent: 'Only date till current year are allowed',
  passwordsDiffer: 'Passwords do not match',
  spaceNotAllowed: 'space_not_allowed',
  specialChars: 'special_chars_not_allowed',
  maxValues: (n: number) => `Only ${n} values are allowed`,
  nothingChanged: 'You have not updated any information',
  imageTooLarge: 'Please upload a image less then 5mb',
} as const;

export const LIMITS = ACCOUNT_LIMITS;

const blank = (value: string | undefined | null): boolean => value === undefined || value === null || value.trim() === '';

export function checkName(value: string | undefined, label: string): string | null {
  if (blank(value)) return MESSAGES.required(label);
  if (value!.trim().length > LIMITS.nameMax) return MESSAGES.maxLength(LIMITS.nameMax);
  return null;
}

export function checkUsername(value: string | undefined): string | null {
  if (blank(value)) return MESSAGES.required('username');
  const v = value!.trim();
  if (/\s/.test(v)) return MESSAGES.spaceNotAllowed;
  if (!USERNAME_PATTERN.test(v)) return MESSAGES.specialChars;
  if (v.length < LIMITS.usernameMin) return MESSAGES.minLength(LIMITS.usernameMin);
  if (v.length > LIMITS.usernameMax) return MESSAGES.maxLength(LIMITS.usernameMax);
  return null;
}

// One @, no spaces, a dot in the domain; deliberately simple (the mail itself proves the address).

export function checkEmail(value: string | undefined): string | null {
  if (blank(value)) return MESSAGES.required('email');
  const v = value!.trim();
  if (v.length > LIMITS.emailMax || !EMAIL_PATTERN.test(v)) return MESSAGES.email;
  return null;
}

export function checkPassword(value: string | undefined, label = 'password'): string | null {
  if (value === undefined || value === '') return MESSAGES.required(label);
  if (value.length < LIMITS.passwordMin) return MESSAGES.minLength(LIMITS.passwordMin);
  if (value.length > LIMITS.passwordMax) return MESSAGES.maxLength(LIMITS.passwordMax);
  return null;
}

export function checkConfirmation(password: string | undefined, confirmation: string | undefined): string | null {
  return confirmation !== undefined && confirmation !== password ? MESSAGES.passwordsDiffer : null;
}

/** DD/MM/YYYY → ISO 'YYYY-MM-DD', or the form message. */
export function parseBirthDate(value: string | undefined, today: Date = new Date()): { iso: string } | { error: string } {
  if (blank(value)) return { error: MESSAGES.required('date of birth') };
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value!.trim());
  if (!match) return { error: MESSAGES.invalidDate };
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1900 || year > 2099) return { error: MESSAGES.invalidDate };
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return { error: MESSAGES.invalidDate };
  if (year > today.getUTCFullYear()) return { error: MESSAGES.yearAfterCurrent };
  if (date.getTime() > Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate())) return { error: MESSAGES.futureBirth };
  return { iso: `${match[3]}-${match[2]}-${match[1]}` };
}

/** ISO 'YYYY-MM-DD' → DD/MM/YYYY. */
export function formatBirthDate(iso: string | null): string | null {
  if (!iso) return null;
  const [y, m, d] = iso.slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
}

export function checkFavoriteTeams(teams: string[] | undefined): { teams: string[] } | { error: string } {
  const cleaned = [...new Set((teams ?? []).map((t) => t.trim()).filter((t) => t !== ''))];
  if (cleaned.length > LIMITS.favoriteTeamsMax) return { error: MESSAGES.maxValues(LIMITS.favoriteTeamsMax) };
  if (cleaned.some((t) => t.length > LIMITS.favoriteTeamMax)) return { error: MESSAGES.maxLength(LIMITS.favoriteTeamMax) };
  return { teams: cleaned };
}

export { FieldErrors } from '../http/field-errors';
