import { Type } from 'typebox';
import { closed } from './common';
import { TeamIdParam, Year } from './http';

/** Shapes only: which years and what-ifs exist is the data's answer (400 with a message from the route). */
export const NostalgiaSeriesParams = Type.Object({ leagueId: Type.String({ pattern: '^[0-9]{1,9}$' }) }, closed);

export const CreateNostalgiaBody = Type.Object(
  {
    /** A World Series by its year, or a curated what-if by its id: exactly one of the two. */
    worldSeries: Type.Optional(Year),
    whatIf: Type.Optional(Type.String({ pattern: '^[a-z0-9-]{1,60}$' })),
    /** The team the user manages; the computer manages the other. */
    userTeam: Type.Object({ teamId: TeamIdParam, year: Year }, closed),
    /** A random id the page makes once: a repeated submit answers the series it created (double click). */
    requestId: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9-]{8,64}$' })),
    seed: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_646 })),
  },
  closed,
);
