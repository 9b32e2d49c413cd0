import type { FastifyReply, FastifyRequest } from 'fastify';
import { ADMIN_REQUIRED } from '@bb/contract';

/** preHandler after `requireUser`: 403 unless the account has the admin flag (ADMIN_EMAILS). */
export async function requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!request.user?.isAdmin) await reply.status(403).send({ error: ADMIN_REQUIRED });
}
