import type { UserRow } from '../auth/index';
import { formatBirthDate } from './validation';

/** The `user` of the stored auth record. */
export function authUser(user: UserRow) {
  return {
    id: user.id,
    username: user.username,
    // GOTD guests have no real address: "has an email" (a non-blank email) must stay false for them.
    email: user.isGotdGuest ? '' : user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    thumbnail_url: user.thumbnailUrl,
    isSubscribed: user.isSubscribed,
    plan: user.plan ?? null,
    subscription: user.subscription ?? null,
  };
}

/** The stored auth record, exactly as the browser keeps it under `authToken`. */
export function authRecord(user: UserRow, key: string) {
  return { api_key: { key }, user: authUser(user), isGotdGuestUser: user.isGotdGuest };
}

/** Everything the profile page shows and edits. */
export function profileView(user: UserRow) {
  return {
    ...authUser(user),
    dateOfBirth: formatBirthDate(user.dateOfBirth),
    favoriteTeams: Array.isArray(user.favoriteTeams) ? (user.favoriteTeams as string[]) : [],
    isGotdGuestUser: user.isGotdGuest,
    isAdmin: user.isAdmin,
  };
}
