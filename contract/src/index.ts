// @bb/contract: what the browser and the server agree on (API shapes, spec constants, the route and access table).
// Plain data and types, no browser runtime: the server imports it without pulling in @bb/shared.
export * from './auth';
export * from './subscription';
export * from './search';
export * from './user';
export * from './player';
export * from './constants';
export * from './accounts-api';
export * from './account-fields';
export * from './stats-api';
export * from './lobby-api';
export * from './notifications-api';
export * from './gameplay-api';
export * from './gotd-api';
export * from './leagues-api';
export * from './access/path-match';
export * from './access/routes';
export * from './access/guest-api-paths';
export * from './drafts-api';
export * from './trades-api';
export * from './calendar-api';
export * from './head-to-head-api';
export * from './tournaments-api';
export * from './dashboard-api';
