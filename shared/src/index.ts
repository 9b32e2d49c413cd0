// The public API of @bb/shared: apps import only from here, so this file is the contract.
export * from './config/app-config';
export * from './navigation/navigator';
export * from './storage/local-keys';
export * from './auth';
export * from './toast';
export * from './errors';
export * from './network';
export * from './api';
export * from './access';
export * from './i18n';
export * from './theme';
export * from './format';
export * from './clock';
// The API contract and the route table live in @bb/contract (the server reads them too); apps read them from here.
export * from '@bb/contract';
// Rate statistics (AVG … ERA, WHIP, innings) are computed in the engine's one module, for the server and the screens
// alike; apps read them from here. Formatting them is ./format's.
export * from '@bb/engine/rates';
// Two modules name a GameMode: the game's mode (contract) wins; the header's marker type stays reachable by its store.
export type { GameMode } from '@bb/contract';
export * from './ui';
export * from './game-header';
export * from './game-events';
export * from './baseball-ui';
export * from './access/account-modals';
export * from './realtime';
export * from './data';
export * from './analytics';
export * from './parcels';
export * from './tournaments/tournaments-api';
export * from './seasons/seasons-api';
export * from './all-star/all-star-api';
export * from './nostalgia/nostalgia-api';
export * from './forms';
export * from './leagues';
