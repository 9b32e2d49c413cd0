/** What the draft routes share: who may use them, the league as the viewer may see it, and the error answers. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { DRAFT_MESSAGES } from '@bb/contract';
import { currentUser } from '../auth';
import type { Database } from '../db/database';
import { mayPlay, SUBSCRIBE_TO_ACCESS } from '../games';
import { policyOf } from '../games';
import { visibleLeague, type LeagueRow } from '../leagues';
import { LeagueError } from '../leagues';
import { DraftRefusal, refuse } from './draft-error';
import type { DraftScheduler } from './draft-scheduler';
import type { DraftStreams } from './draft-stream';

export const DRAFT_TAGS = ['drafts'];

export const DraftErrorSchema = Type.Object({
  error: Type.String(),
  code: Type.Optional(Type.String()),
  errors: Type.Optional(Type.Record(Type.String(), Type.String())),
  room: Type.Optional(Type.Unknown()),
});
export const DataSchema = Type.Object({ data: Type.Unknown() });
export const draftResponses = { 200: DataSchema, 201: DataSchema, 400: DraftErrorSchema, 401: DraftErrorSchema, 403: DraftErrorSchema, 404: DraftErrorSchema, 409: DraftErrorSchema };

export interface DraftContext {
  database: Database;
  clock: () => Date;
  scheduler: DraftScheduler;
  streams: DraftStreams;
  /** Tells the invited managers (the app's notifier). */
  invite(leagueId: number, name: string, userIds: number[]): Promise<void>;
  /** The last pick was made: the season is set up (idempotent). */
  completed(leagueId: number): Promise<void>;
}

/** Draft leagues are for subscribers, like every league. */
export function draftUser(request: FastifyRequest) {
  const user = currentUser(request);
  if (!mayPlay(policyOf('draft-league'), user)) throw new DraftRefusal(SUBSCRIBE_TO_ACCESS, 403, 'subscribe');
  return user;
}

/** The draft league if the user may see it: public, or private and he is a member; else 404 like an unknown id. */
export async function visibleDraft(database: Database, leagueId: string, userId: number): Promise<LeagueRow> {
  try {
    const league = await visibleLeague(database.db, Number(leagueId), userId);
    if (league.kind !== 'draft') throw new DraftRefusal(DRAFT_MESSAGES.notFound, 404, 'not-found');
    return league;
  } catch (error) {
    if (error instanceof LeagueError) throw new DraftRefusal(DRAFT_MESSAGES.notFound, 404, 'not-found');
    throw error;
  }
}

/** The viewer's room now (after a command, or beside a refusal so the client resyncs). */
export async function roomFor(ctx: DraftContext, leagueId: number, userId: number) {
  const room = await ctx.streams.room(leagueId, userId);
  if (!room) throw refuse.notFound();
  return room;
}

/** Runs a handler; refusals answer `{ error, code, errors }`, and a 409 carries the room as it is now. */
export async function answer<T>(ctx: DraftContext, request: FastifyRequest, reply: FastifyReply, work: () => Promise<T>, status: () => number = () => 200) {
  try {
    const data = await work();
    return await reply.status(status()).send({ data });
  } catch (error) {
    return sendRefusal(ctx, request, reply, error);
  }
}

/** A draft route's refusal as its answer (`{ error, code, errors, room }`); anything else goes to the app's error handler. */
export async function sendRefusal(ctx: DraftContext, request: FastifyRequest, reply: FastifyReply, error: unknown) {
  if (error instanceof DraftRefusal) {
    const leagueId = Number((request.params as { leagueId?: string } | undefined)?.leagueId);
    const room = error.statusCode === 409 && request.user && Number.isInteger(leagueId) ? await roomFor(ctx, leagueId, request.user.id).catch(() => undefined) : undefined;
    return reply.status(error.statusCode).send({
      error: error.message, ...(error.code ? { code: error.code } : {}), ...(error.errors ? { errors: error.errors } : {}), ...(room ? { room } : {}),
    });
  }
  if (error instanceof LeagueError) return reply.status(error.statusCode).send({ error: error.message, ...(error.errors ? { errors: error.errors } : {}) });
  throw error;
}
