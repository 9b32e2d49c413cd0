/**
 * Account field rules both sides enforce: the server on every request, the account forms before any
 * round trip, so a field shows the message the server would answer. The messages stay with each side
 * (the server answers the form messages verbatim, the forms translate).
 */
export const ACCOUNT_LIMITS = {
  nameMax: 50,
  usernameMin: 3,
  usernameMax: 30,
  emailMax: 254,
  passwordMin: 8,
  passwordMax: 128,
  favoriteTeamsMax: 10,
  favoriteTeamMax: 60,
  birthYearMin: 1900,
  birthYearMax: 2099,
} as const;

/** Letters, digits, underscore, dot and dash (spaces are reported on their own first). */
export const USERNAME_PATTERN = /^[A-Za-z0-9_.-]+$/;

/** One @, no spaces, a dotted domain. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
