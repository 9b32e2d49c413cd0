// Compile-time proof that what the server declares for its answers (the response schemas it serializes with and
// publishes in /api/openapi.json) and the types the clients read agree, both ways: an answer the schema allows fits
// the client's type, and every value of the client's type passes the schema. `npm run typecheck` fails otherwise.
import type { Static } from 'typebox';
import type { ActiveSubscription, CheckoutSession, SubscriptionPlan } from '../subscription';
import type { Announcement, NotificationItem } from '../notifications-api';
import type { LobbyLeague } from '../lobby-api';
import type { GotdDefaults, GotdRegistration } from '../gotd-api';
import type { ActiveSubscriptionSchema, CheckoutSessionSchema, PlanSchema } from './payments';
import type { AnnouncementSchema, NotificationSchema } from './notifications';
import type { LobbyLeague as LobbyLeagueSchema } from './lobby';
import type { DefaultsResponse, RegistrationResponse } from './gotd';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

export type ResponsesAgree = [
  Same<Static<typeof PlanSchema>, SubscriptionPlan>,
  Same<Static<typeof ActiveSubscriptionSchema>, ActiveSubscription>,
  Same<Static<typeof CheckoutSessionSchema>, CheckoutSession>,
  Same<Static<typeof NotificationSchema>, NotificationItem>,
  Same<Static<typeof AnnouncementSchema>, Announcement>,
  Same<Static<typeof LobbyLeagueSchema>, LobbyLeague>,
  Same<Static<typeof DefaultsResponse>['data'], GotdDefaults>,
  Same<Static<typeof RegistrationResponse>['data'], GotdRegistration>,
];

// Each entry must be `true`: a `false` names the pair that drifted apart.
export const responsesAgree: ResponsesAgree = [true, true, true, true, true, true, true, true];
