/** The stored auth record (browser key authToken): what login and signup answer. */
export interface AuthUser {
  id: string | number;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  thumbnail_url: string | null;
  isSubscribed?: boolean | null;
  plan?: unknown;
  subscription?: unknown;
}

export interface AuthRecord {
  api_key: { key: string | null };
  user: AuthUser;
  isGotdGuestUser: boolean;
  email?: string;
}

export interface SubscriptionChange {
  isSubscribed: boolean;
  plan: unknown;
  subscription: unknown;
}

/** Every error answer of the API. */
export interface ApiErrorBody {
  error: string;
}
