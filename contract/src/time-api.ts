import type { Static } from 'typebox';
import type { ServerTimeSchema } from './schemas/time';

/**
 * The server's clock (issue 42), for the browsers' one server clock (shared/src/clock): each session measures the
 * offset between it and the browser's clock once, so countdowns end at the server's deadline whatever the device's
 * clock says. Under `/api`, public, never cached.
 *
 * | method and path | who    | answer                   |
 * |-----------------|--------|--------------------------|
 * | GET /time       | anyone | { data: ServerTime }     |
 */
export type ServerTime = Static<typeof ServerTimeSchema>;
