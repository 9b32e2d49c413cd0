import { authBus } from '../auth/auth-bus';
import { forgetOnUserChange } from './forget-on-user-change';
import { queryClient } from './query-client';
import { listenForTournamentChanges } from './realtime-invalidation';

// For the page's life (@bb/shared is loaded once per page): the cache forgets a user who leaves and hears the site
// channel's tournament changes.
forgetOnUserChange(queryClient, authBus);
listenForTournamentChanges();
