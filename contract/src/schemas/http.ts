import { Type } from 'typebox';

/** Every error answer: the shape the browser's API clients read (any `error` field means failure). */
/** Every error answer; `detail` says which slot breaks which rule where the spec's message is short ('Lineup is not valid!'). */
export const ErrorBody = Type.Object({ error: Type.String(), detail: Type.Optional(Type.String()) });

export const PlayerIdParam = Type.String({ pattern: "^[A-Za-z0-9._'-]{1,20}$", description: 'Lahman playerID, e.g. ruthba01' });
export const TeamIdParam = Type.String({ pattern: '^[A-Za-z0-9]{2,4}$', description: 'Lahman teamID, e.g. NYA' });
export const LeagueIdParam = Type.String({ pattern: '^[A-Za-z0-9]{2,3}$', description: 'Lahman lgID, e.g. AL, NNL' });
export const Year = Type.Integer({ minimum: 1871, maximum: 2100 });

/** A success answer; routes whose data has a precise schema declare it instead. */
export const DataBody = Type.Object({ data: Type.Unknown() });
