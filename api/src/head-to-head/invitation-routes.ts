/**
 * Head-to-head invitations (the API table in contract/src/head-to-head-api.ts): the opponent picker, creating a game
 * with its invitation, inviting again, the viewer's invitations, and the answers. Rules in ./invitations.ts.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { H2H_API, H2H_MESSAGES } from '@bb/contract';
import { CreateH2HGameBody, H2HGameParams, H2HInvitationParams, H2HOpponentsQuery, ReinviteBody } from '@bb/contract/src/schemas/head-to-head';
import { DataBody, ErrorBody } from '@bb/contract/src/schemas/http';
import { currentUser, requireUser } from '../auth';
import { GameServiceError, NOT_FOUND } from '../games';
import { assertMayPlay } from '../games';
import { policyOf } from '../games';
import type { HeadToHeadDeps } from './index';
import { createHeadToHeadGame } from './h2h-create';
import { createInvitationNews } from './invitation-news';
import { invitationViews, readInvitationView, type InvitationRow } from './invitation-views';
import { acceptInvitation, pendingInvitations, reinvite, rejectInvitation, withdrawInvitation } from './invitations';
import { searchOpponents } from './opponents';

const tags = ['head-to-head'];
const responses = { 200: DataBody, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 410: ErrorBody };

/** Creating, inviting and accepting need a subscription; reading and declining only a signed-in user. */
function player(request: FastifyRequest) {
  const user = currentUser(request);
  assertMayPlay(policyOf('head-to-head'), user);
  return user;
}

export function registerInvitationRoutes(app: FastifyInstance, deps: HeadToHeadDeps): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { database, clock } = deps;
  const news = createInvitationNews(app, deps);
  const view = async (row: InvitationRow) => (await invitationViews(database, [row], clock()))[0]!;
  const base = { preHandler: requireUser };

  api.get(`${H2H_API}/opponents`, { ...base, schema: { tags, querystring: H2HOpponentsQuery, response: responses } }, async (request) => {
    const user = player(request);
    return { data: { users: await searchOpponents(database, user.id, request.query.search) } };
  });

  api.post(`${H2H_API}/games`, { ...base, schema: { tags, body: CreateH2HGameBody, response: { ...responses, 201: DataBody } } }, async (request, reply) => {
    const user = player(request);
    const { record, invitation, merged } = await createHeadToHeadGame(database, user.id, request.body, clock());
    if (!merged) await news.sent(invitation);
    return reply.status(201).send({ data: { gameId: record.id, invitation: await view(invitation), message: H2H_MESSAGES.invited } });
  });

  api.post(
    `${H2H_API}/games/:gameId/invitations`,
    { ...base, schema: { tags, params: H2HGameParams, body: ReinviteBody, response: { ...responses, 201: DataBody } } },
    async (request, reply) => {
      const user = player(request);
      const invitation = await reinvite(database, request.params.gameId, user.id, request.body.opponent, clock(), news);
      return reply.status(201).send({ data: { gameId: invitation.gameId, invitation: await view(invitation), message: H2H_MESSAGES.invited } });
    },
  );

  api.get(`${H2H_API}/invitations`, { ...base, schema: { tags, response: responses } }, async (request) => ({
    data: await pendingInvitations(database, currentUser(request).id, clock()),
  }));

  // The id is the share link's secret: whoever holds it may see the invitation.
  api.get(`${H2H_API}/invitations/:invitationId`, { ...base, schema: { tags, params: H2HInvitationParams, response: responses } }, async (request) => {
    const invitation = await readInvitationView(database, request.params.invitationId, clock());
    if (!invitation) throw new GameServiceError(NOT_FOUND, 404);
    return { data: { invitation } };
  });

  api.post(`${H2H_API}/invitations/:invitationId/accept`, { ...base, schema: { tags, params: H2HInvitationParams, response: responses } }, async (request) => {
    const user = player(request);
    const { invitation } = await acceptInvitation(database, request.params.invitationId, user.id, clock(), news);
    return { data: { invitation: await view(invitation), gameId: invitation.gameId } };
  });

  api.post(`${H2H_API}/invitations/:invitationId/reject`, { ...base, schema: { tags, params: H2HInvitationParams, response: responses } }, async (request) => {
    const invitation = await rejectInvitation(database, request.params.invitationId, currentUser(request).id, clock(), news);
    return { data: { invitation: await view(invitation) } };
  });

  api.post(`${H2H_API}/invitations/:invitationId/withdraw`, { ...base, schema: { tags, params: H2HInvitationParams, response: responses } }, async (request) => {
    const invitation = await withdrawInvitation(database, request.params.invitationId, currentUser(request).id, clock(), news);
    return { data: { invitation: await view(invitation) } };
  });
}
