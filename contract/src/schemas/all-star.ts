import { Type } from 'typebox';
import { closed, literals } from './common';

/** '1934-0', '1960-2', '1934-EW' (see all-star-api.ts). Any other text answers 404 from the route, not 400. */
export const AllStarGameParams = Type.Object({ key: Type.String({ minLength: 1, maxLength: 16 }) }, closed);

const Year = Type.Integer({ minimum: 1800, maximum: 2200 });

export const CustomTeamSpecSchema = Type.Union([
  Type.Object({ kind: Type.Literal('era'), from: Year, to: Year }, closed),
  Type.Object(
    { kind: Type.Literal('franchise'), franchId: Type.String({ pattern: '^[A-Za-z0-9]{2,4}$' }), from: Type.Optional(Year), to: Type.Optional(Year) },
    closed,
  ),
]);

export const PlayAllStarBody = Type.Union([
  Type.Object({ game: Type.String({ minLength: 1, maxLength: 16 }), userSide: literals(['home', 'away'] as const), seed: Type.Optional(Type.Integer({ minimum: 1, maximum: 2 ** 31 - 2 })) }, closed),
  Type.Object(
    {
      custom: Type.Object({ away: CustomTeamSpecSchema, home: CustomTeamSpecSchema }, closed),
      userSide: literals(['home', 'away'] as const),
      seed: Type.Optional(Type.Integer({ minimum: 1, maximum: 2 ** 31 - 2 })),
    },
    closed,
  ),
]);

export const CustomPreviewBody = CustomTeamSpecSchema;
