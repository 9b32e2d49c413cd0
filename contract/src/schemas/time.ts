import { Type } from 'typebox';
import { closed } from './common';

/** GET /api/time's answer (contract/src/time-api.ts): the server's clock when it answered. */
export const ServerTimeSchema = Type.Object({ now: Type.String({ maxLength: 40, description: 'The server\'s time: an ISO instant with milliseconds' }) }, closed);
export const ServerTimeBody = Type.Object({ data: ServerTimeSchema }, closed);
