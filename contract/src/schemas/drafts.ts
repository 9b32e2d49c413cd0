import { Type } from 'typebox';
import { closed, literals, Str } from './common';
import { Year } from './http';

const CardId = Type.String({ minLength: 1, maxLength: 40, pattern: "^[A-Za-z0-9._'-]+$" });
const Instant = Type.String({ maxLength: 40, pattern: '^[0-9T:.+\\-Z]*$' });
const LgId = Type.String({ minLength: 1, maxLength: 4, pattern: '^[A-Za-z0-9]+$' });

export const DraftParams = Type.Object({ leagueId: Type.String({ pattern: '^[0-9]{1,9}$' }) }, closed);
export const DraftPlayerParams = Type.Object({ leagueId: Type.String({ pattern: '^[0-9]{1,9}$' }), cardId: CardId }, closed);
export const TradeParams = Type.Object({ leagueId: Type.String({ pattern: '^[0-9]{1,9}$' }), tradeId: Type.String({ pattern: '^[0-9]{1,9}$' }) }, closed);

export const DraftListQuery = Type.Object({ scope: Type.Optional(literals(['mine', 'public'])) }, closed);

/** Field checks with the spec's messages happen in the route (they need the clock and the data). */
export const CreateDraftLeagueBody = Type.Object(
  {
    name: Str(60),
    totalTeams: Type.Integer({ minimum: 0, maximum: 999 }),
    mode: literals(['snake', 'linear', 'third-round-reversal']),
    rounds: Type.Integer({ minimum: 0, maximum: 999 }),
    pickSeconds: Type.Union([Type.Literal(30), Type.Literal(45), Type.Literal(60), Type.Literal(90), Type.Literal(120), Type.Literal(180)]),
    maxPlayers: Type.Integer({ minimum: 0, maximum: 999 }),
    dh: literals(['auto', 'yes', 'no']),
    usageLimit: Type.Union([Type.Literal(0), Type.Literal(100), Type.Literal(110), Type.Literal(125), Type.Literal(150)]),
    /** Eligible players: these seasons … */
    years: Type.Array(Year, { maxItems: 20 }),
    /** … in these leagues (AL, NL, NNL, NN2, ECL, ANL, NSL, …). */
    leagues: Type.Array(LgId, { maxItems: 20 }),
    draftHeldAt: Instant,
    /** The reschedule game start date: when the season's games begin, after the draft. */
    gamesBeginAt: Instant,
    gamesPerTeam: Type.Optional(Type.Integer({ minimum: 2, maximum: 162 })),
    isPrivate: Type.Boolean(),
    invites: Type.Optional(Type.Array(Str(40, { minLength: 1 }), { maxItems: 29 })),
    requestId: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9-]{8,64}$' })),
    seed: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_646 })),
  },
  closed,
);

export const DraftPoolQuery = Type.Object(
  {
    search: Type.Optional(Str(60)),
    position: Type.Optional(literals(['C', '1B', '2B', '3B', 'SS', 'OF', 'DH', 'P', 'SP', 'RP'])),
    sort: Type.Optional(literals(['rating', 'avg', 'hr', 'rbi', 'sb', 'ops', 'w', 'era', 'so', 'sv', 'whip', 'name'])),
    /** Only players nobody has drafted (free agents after the draft). */
    available: Type.Optional(Type.Boolean()),
    /** Only players the viewer's drafting team may take now (`DraftPoolPlayer.fits`). */
    fits: Type.Optional(Type.Boolean()),
    year: Type.Optional(Year),
    offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
  },
  closed,
);

export const DraftPickBody = Type.Object({ pick: Type.Integer({ minimum: 1, maximum: 10_000 }), cardId: CardId }, closed);
export const DraftQueueBody = Type.Object({ cardIds: Type.Array(CardId, { maxItems: 100 }) }, closed);
export const DraftUndoBody = Type.Object({ pick: Type.Integer({ minimum: 1, maximum: 10_000 }) }, closed);
export const RescheduleDraftBody = Type.Object({ draftHeldAt: Instant, gamesBeginAt: Type.Optional(Instant) }, closed);
export const DraftJoinBody = Type.Object({ token: Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$' }) }, closed);
export const DraftChatQuery = Type.Object({ after: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_646 })) }, closed);
export const DraftChatBody = Type.Object({ text: Str(500) }, closed);

export const TradeListQuery = Type.Object({ status: Type.Optional(literals(['pending', 'history'])) }, closed);
export const TradeBody = Type.Object(
  {
    fromTeam: Type.Integer({ minimum: 0, maximum: 99 }),
    toTeam: Type.Integer({ minimum: 0, maximum: 99 }),
    give: Type.Array(CardId, { maxItems: 10 }),
    get: Type.Array(CardId, { maxItems: 10 }),
    requestId: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9-]{8,64}$' })),
  },
  closed,
);
export const TransactionBody = Type.Object(
  {
    team: Type.Integer({ minimum: 0, maximum: 99 }),
    add: Type.Optional(CardId),
    drop: Type.Optional(CardId),
    requestId: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9-]{8,64}$' })),
  },
  closed,
);

export const CalendarQuery = Type.Object(
  { from: Type.Optional(Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' })), days: Type.Optional(Type.Integer({ minimum: 1, maximum: 42 })) },
  closed,
);
export const CalendarRescheduleBody = Type.Object(
  { leagueId: Type.Integer({ minimum: 1, maximum: 999_999_999 }), scheduleId: Type.Integer({ minimum: 0, maximum: 999_999 }), startsAt: Instant },
  closed,
);
