export type { AuthRecord, AuthUser, SubscriptionChange } from '../auth/auth-record';

/** Every error answer of the API. */
export interface ApiErrorBody {
  error: string;
}
