export { registerAuth, requireUser, optionalUser, requireFullUser, currentUser, UNAUTHENTICATED, type AuthenticatedUser } from './require-user';
export { hashPassword, verifyPassword, UNUSABLE_PASSWORD } from './password';
export { startSession, endSession, endAllSessions, findSessionUser, type UserRow } from './sessions';
export { newSecret, hashSecret } from './tokens';
