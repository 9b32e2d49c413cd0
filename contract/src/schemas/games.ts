import { Type } from 'typebox';
import { TeamIdParam, Year } from './http';
import { literals } from './common';

// Any text: an id that is not one of ours is simply not found (404), like a well-formed unknown one.
export const GameIdParams = Type.Object({ gameId: Type.String({ minLength: 1, maxLength: 64, description: 'Game id (UUID)' }) });
/** Guest calls carry isGuest=true and no Authorization header. */
export const GuestQuery = Type.Object({ isGuest: Type.Optional(Type.Boolean()) }, { additionalProperties: false });
export const Side = Type.Union([Type.Literal('home'), Type.Literal('away')]);
export const SideQuery = Type.Object({ side: Side, isGuest: Type.Optional(Type.Boolean()) }, { additionalProperties: false });
const CardId = Type.String({ minLength: 1, maxLength: 40, pattern: "^[A-Za-z0-9._'-]+$" });
const Position = literals(['P', 'C', '1B', '2B', '3B', 'SS', 'LF', 'CF', 'RF', 'DH']);
const LineupSpot = Type.Object({ cardId: CardId, position: Position }, { additionalProperties: false });
export const Lineup = Type.Array(LineupSpot, { maxItems: 9 });
export const TeamRef = Type.Object({ teamId: TeamIdParam, year: Year }, { additionalProperties: false });

export const SideSetupBody = Type.Object(
  {
    eligible: Type.Optional(Type.Array(CardId, { maxItems: 80 })),
    lineup: Type.Optional(Lineup),
    startingPitcher: Type.Optional(CardId),
  },
  { additionalProperties: false },
);

export const CreateGameBody = Type.Object(
  {
    away: TeamRef,
    home: TeamRef,
    userSide: Type.Union([Side, Type.Literal('none')]),
    dayNight: Type.Optional(Type.Union([Type.Literal('day'), Type.Literal('night')])),
    dh: Type.Optional(Type.Union([Type.Literal('auto'), Type.Boolean()])),
    seed: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_646 })),
    sides: Type.Optional(Type.Object({ home: Type.Optional(SideSetupBody), away: Type.Optional(SideSetupBody) }, { additionalProperties: false })),
  },
  { additionalProperties: false },
);

export const EligiblesBody = Type.Object({ side: Side, playerIds: Type.Array(CardId, { maxItems: 80 }) }, { additionalProperties: false });
export const LineupBody = Type.Object({ side: Side, lineup: Lineup, startingPitcher: Type.Optional(CardId) }, { additionalProperties: false });
export const SetTeamBody = Type.Object({ side: Side, teamId: TeamIdParam, year: Year }, { additionalProperties: false });
/** The revision the client saw (GameView.version): a move sent from a stale screen is refused with 409. */
const Version = Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 }));
/** Routes without other fields take an optional body carrying only the version. */
export const VersionBody = Type.Object({ version: Version }, { additionalProperties: false });
export const QuickPlayBody = Type.Object(
  { scope: Type.Optional(Type.Union([Type.Literal('halfInning'), Type.Literal('game')])), version: Version },
  { additionalProperties: false },
);
export const TacticBody = Type.Union([
  Type.Object(
    {
      type: literals(['steal', 'sacrificeBunt', 'hitAndRun', 'intentionalWalk', 'infieldIn']),
      version: Version,
    },
    { additionalProperties: false },
  ),
  Type.Object(
    { type: Type.Literal('baserunning'), scale: Type.Union([Type.Literal(5), Type.Literal(7)]), value: Type.Integer({ minimum: 0, maximum: 6 }), version: Version },
    { additionalProperties: false },
  ),
  Type.Object({ type: Type.Literal('mode'), mode: Type.Union([Type.Literal(0), Type.Literal(1)]), version: Version }, { additionalProperties: false }),
]);
export const SubstitutionBody = Type.Union([
  Type.Object({ type: Type.Literal('pinchHitter'), cardId: CardId, version: Version }, { additionalProperties: false }),
  Type.Object({ type: Type.Literal('pinchRunner'), cardId: CardId, base: Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)]), version: Version }, { additionalProperties: false }),
  Type.Object({ type: Type.Literal('newPitcher'), cardId: CardId, version: Version }, { additionalProperties: false }),
  Type.Object({ type: Type.Literal('defensiveSwitch'), moves: Type.Array(LineupSpot, { maxItems: 9 }), version: Version }, { additionalProperties: false }),
]);
/** GET {game}/stream: the revision and the number of plays the client holds (absent: it holds nothing yet). */
export const StreamQuery = Type.Object(
  {
    since: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
    plays: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
    ticket: Type.Optional(Type.String({ maxLength: 200 })),
    isGuest: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export const HistoryQuery = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
    status: Type.Optional(Type.Union([Type.Literal('all'), Type.Literal('finished'), Type.Literal('unfinished')])),
  },
  { additionalProperties: false },
);
export const TeamSetupQuery = Type.Object({ year: Year, dh: Type.Optional(Type.Boolean()), isGuest: Type.Optional(Type.Boolean()) }, { additionalProperties: false });
export const YearParams = Type.Object({ year: Year });
export const TeamParams = Type.Object({ teamId: TeamIdParam });
