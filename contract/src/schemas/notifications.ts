import { Type } from 'typebox';
import { closed, literals, Str } from './common';

export const NotificationTypeSchema = literals(['general', 'tournament', 'league', 'game', 'system']);

/** A CSS colour the toast can use as is: #rgb, #rrggbb or a colour name. */
export const ColourSchema = Type.String({ pattern: '^(#[0-9a-fA-F]{3}|#[0-9a-fA-F]{6}|[a-zA-Z]{3,20})$', description: "'#1e88e5' or 'red'" });

export const LeagueIdParamSchema = Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' });

export const NotificationSchema = Type.Object({
  id: Type.Integer(),
  type: NotificationTypeSchema,
  title: Type.String(),
  message: Type.String(),
  createdAt: Type.String(),
  read: Type.Boolean(),
  tournament: Type.Union([Type.Object({ leagueId: Type.String(), name: Type.Union([Type.String(), Type.Null()]) }), Type.Null()]),
  link: Type.Union([Type.String(), Type.Null()]),
});

export const AnnouncementSchema = Type.Object({
  id: Type.Integer(),
  kind: literals(['admin', 'announcement']),
  message: Type.String(),
  colour: Type.String(),
  display: Type.Boolean(),
  updatedAt: Type.String(),
});

export const UnreadData = Type.Object({ data: Type.Object({ unreadCount: Type.Integer() }) });

export const CreateNotificationBody = Type.Object(
  {
    userId: Type.Union([Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), Type.Literal('all')]),
    type: Type.Optional(NotificationTypeSchema),
    title: Str(200, { minLength: 1 }),
    message: Str(2000, { minLength: 1 }),
    leagueId: Type.Optional(LeagueIdParamSchema),
    tournamentName: Type.Optional(Str(200)),
    link: Type.Optional(Type.String({ maxLength: 500, pattern: '^/[^/\\\\\\u0000][^\\u0000]*$|^/$', description: 'An in-app path' })),
  },
  closed,
);

export const CreateAnnouncementBody = Type.Object(
  {
    kind: Type.Optional(Type.Union([Type.Literal('admin'), Type.Literal('announcement')])),
    message: Str(500, { minLength: 1 }),
    colour: ColourSchema,
    display: Type.Optional(Type.Boolean()),
  },
  closed,
);

export const UpdateAnnouncementBody = Type.Object(
  { message: Type.Optional(Str(500, { minLength: 1 })), colour: Type.Optional(ColourSchema), display: Type.Optional(Type.Boolean()) },
  closed,
);
