import type { AuthRecord } from './auth';

/** Request and response bodies of the accounts endpoints (api/src/accounts). Success: `{ data }`; failure: `{ error }`. */
export interface ApiData<T> {
  data: T;
}

/** Field validation failures add the message of each field (spec §5 texts) to `error`. */
export interface FieldErrorsBody {
  error: string;
  errors?: Record<string, string>;
}

export interface SignupRequest {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  password: string;
  confirmPassword?: string;
  /** DD/MM/YYYY */
  dateOfBirth: string;
  favoriteTeams?: string[];
}

/** `email` may hold the e-mail or the username. */
export interface LoginRequest {
  email?: string;
  username?: string;
  password: string;
}

/** POST /users/signup (201), /users/login, /users/gotd-guest (201). */
export type AuthRecordResponse = ApiData<AuthRecord>;

export interface MessageResponse {
  data: { message: string };
}

export interface ForgotPasswordRequest {
  email: string;
}

export interface SetPasswordRequest {
  /** The token of the e-mailed link (/forgot-password?token=…). */
  token: string;
  password: string;
  confirmPassword?: string;
}

export interface ChangePasswordRequest {
  currentPassword: string;
  newPassword: string;
  confirmPassword?: string;
}

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

export type UpdateProfileRequest = Partial<Pick<SignupRequest, 'firstName' | 'lastName' | 'username' | 'email' | 'dateOfBirth' | 'favoriteTeams'>>;

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

export interface AddFavoritePlayerRequest {
  playerId: string;
  year?: number | null;
  /** 1 P … 10 DH */
  position: number;
  /** Absent/null/'' are stored as '0' (the DELETE path segment). */
  customTeamId?: string | number | null;
  playerType: FavoritePlayerType;
}

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

export interface AddFavoriteTeamRequest {
  teamId: string;
  year: number;
}

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
