import { Type } from 'typebox';
import { closed, literals, Str } from './common';
import { TeamIdParam, Year } from './http';

export const SeasonYearParams = Type.Object({ year: Type.String({ pattern: '^[0-9]{4}$' }) }, closed);
/** GET /seasons/years/{year}/accuracy (contract/src/accuracy-api.ts): a year of four digits; one not in the record is 404. */
export const SeasonAccuracyParams = Type.Object({ year: Type.String({ pattern: '^[0-9]{4}$', description: 'A season of the record, e.g. 1927' }) }, closed);
export const SeasonNameQuery = Type.Object({ name: Str(60) }, closed);
export const SeasonParams = Type.Object({ leagueId: Type.String({ pattern: '^[0-9]{1,9}$' }) }, closed);
export const SeasonGameParams = Type.Object({ leagueId: Type.String({ pattern: '^[0-9]{1,9}$' }), scheduleId: Type.String({ pattern: '^[0-9]{1,6}$' }) }, closed);

/** Field checks with their messages happen in the route (they need the data); the schema bounds the shapes. */
export const CreateSeasonBody = Type.Object(
  {
    name: Str(60),
    year: Year,
    teamId: TeamIdParam,
    dh: Type.Optional(literals(['auto', 'yes', 'no'])),
    /** A random id the form makes once: a repeated submit answers the replay it created (double click). */
    requestId: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9-]{8,64}$' })),
    seed: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_646 })),
  },
  closed,
);

export const SeasonExhibitionBody = Type.Object({ away: TeamIdParam, home: TeamIdParam }, closed);
