import { Type } from 'typebox';
import { closed } from '@bb/contract/src/schemas/common';

// The shared pieces are the contract's (one definition for the server's validation and the clients' types).
export { closed, NO_NUL, Str } from '@bb/contract/src/schemas/common';

/** Path ids are digits only (coercion is off, so they arrive as strings). */
export const UserIdParams = Type.Object({ id: Type.String({ pattern: '^[0-9]{1,9}$' }) }, closed);

export { ErrorBody } from '@bb/contract/src/schemas/http';

export const MessageData = Type.Object({ data: Type.Object({ message: Type.String() }) });

export const bearer = [{ bearer: [] as string[] }];

/** Bodies of small JSON calls never need more. */
export const SMALL_BODY = 16 * 1024;

/** Favorite lists: `page` as digits. */
export const PageQuery = Type.String({ pattern: '^[1-9][0-9]{0,5}$' });
