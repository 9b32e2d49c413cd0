import { Type } from 'typebox';

/** Shared TypeBox pieces: every object closed, every string bounded. */
export const closed = { additionalProperties: false } as const;

/** PostgreSQL text cannot hold NUL: such strings are refused by the schema (400), not by the database (500). */
export const NO_NUL = '^[^\\u0000]*$';

export const Str = (maxLength: number, extra: Record<string, unknown> = {}) => Type.String({ maxLength, pattern: NO_NUL, ...extra });

/** Path ids are digits only (coercion is off, so they arrive as strings). */
export const UserIdParams = Type.Object({ id: Type.String({ pattern: '^[0-9]{1,9}$' }) }, closed);

export { ErrorBody } from '../http/schemas';

export const MessageData = Type.Object({ data: Type.Object({ message: Type.String() }) });

export const bearer = [{ bearer: [] as string[] }];

/** Bodies of small JSON calls never need more. */
export const SMALL_BODY = 16 * 1024;

/** Favorite lists: `page` as digits. */
export const PageQuery = Type.String({ pattern: '^[1-9][0-9]{0,5}$' });
