import type { Static } from 'typebox';
import type {
  AddFavoritePlayerBody,
  AddFavoriteTeamBody,
  ChangePasswordBody,
  ConfirmSignupBody,
  ForgotPasswordBody,
  LoginBody,
  ProfileBody,
  SetPasswordBody,
  SignupBody,
} from './schemas/accounts';
import type { AuthRecord } from './auth';

/** Request and response bodies of the accounts endpoints (api/src/accounts). Success: `{ data }`; failure: `{ error }`. */
export interface ApiData<T> {
  data: T;
}

/** Field validation failures add the message of each field (the form messages, verbatim) to `error`. */
export interface FieldErrorsBody {
  error: string;
  errors?: Record<string, string>;
}

export type SignupRequest = Static<typeof SignupBody>;
export type ConfirmSignupRequest = Static<typeof ConfirmSignupBody>;

/**
 * POST /users/signup answers 202 with this message whether or not the address already has an account (the mail
 * says which): the account is created, and the user logged in, by POST /users/signup/confirm with the mailed token.
 */
export const SIGNUP_MAIL_SENT = 'Check your e-mail: we sent you a link to finish signing up.';

/** `email` may hold the e-mail or the username. */
export type LoginRequest = Static<typeof LoginBody>;

/** POST /users/signup (201), /users/login, /users/gotd-guest (201). */
export type AuthRecordResponse = ApiData<AuthRecord>;

export interface MessageResponse {
  data: { message: string };
}

export type ForgotPasswordRequest = Static<typeof ForgotPasswordBody>;

export type SetPasswordRequest = Static<typeof SetPasswordBody>;

export type ChangePasswordRequest = Static<typeof ChangePasswordBody>;

export interface UserProfile {
  id: number;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  thumbnail_url: string | null;
  isSubscribed: boolean;
  plan: unknown;
  subscription: unknown;
  /** DD/MM/YYYY */
  dateOfBirth: string | null;
  favoriteTeams: string[];
  isGotdGuestUser: boolean;
  isAdmin: boolean;
}

export type UpdateProfileRequest = Static<typeof ProfileBody>;

export interface ImageUploadResponse {
  data: { thumbnail_url: string };
}

export interface UserStatusResponse {
  data: { isAdmin: boolean };
}

export type SoundSetting = 'on' | 'off';

export interface UserPreferences {
  sound: SoundSetting;
  ratingsFlag: boolean;
}

export interface Pagination {
  currentPage: number;
  totalPages: number;
  totalItems: number;
  pageSize: number;
}

export type FavoritePlayerType = 'B' | 'P';

export type AddFavoritePlayerRequest = Static<typeof AddFavoritePlayerBody>;

export interface FavoritePlayer {
  playerId: string;
  year: number | null;
  position: number;
  customTeamId: string;
  playerType: FavoritePlayerType;
  firstName: string | null;
  lastName: string | null;
  bats: string | null;
  throws: string | null;
  createdAt: string;
}

export interface FavoritePlayersResponse {
  data: { players: FavoritePlayer[]; pagination: Pagination };
}

export type AddFavoriteTeamRequest = Static<typeof AddFavoriteTeamBody>;

export interface FavoriteTeam {
  /** The favorite's id: DELETE /favorites/teams/{id}. */
  id: number;
  teamId: string;
  year: number;
  name: string | null;
  leagueId: string | null;
  franchiseId: string | null;
  wins: number | null;
  losses: number | null;
  createdAt: string;
}

export interface FavoriteTeamsResponse {
  data: { teams: FavoriteTeam[]; pagination: Pagination };
}

export interface OutboxMailView {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  createdAt: string;
}
