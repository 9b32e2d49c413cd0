export { registerAuth, requireUser, optionalUser, requireFullUser, currentUser, UNAUTHENTICATED, type AuthenticatedUser } from './require-user';
export { hashPassword, verifyPassword, UNUSABLE_PASSWORD } from './password';
export { SessionStore, type UserRow } from './sessions';
export { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from './session-policy';
export { newSecret, hashSecret } from './tokens';
export { userRowChanged } from './user-changes';
export type { AccessProbe } from './access-first';
