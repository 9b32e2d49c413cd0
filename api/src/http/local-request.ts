import type { FastifyRequest } from 'fastify';

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

/**
 * True when the TCP peer is this machine. Read from the socket, never from X-Forwarded-For (even with TRUST_PROXY a
 * forwarded header is the client's word) — and a reverse proxy on this machine makes every request look local, so
 * routes behind this check stay for development setups without SMTP.
 */
export function fromThisMachine(request: FastifyRequest): boolean {
  return LOOPBACK.test(request.socket.remoteAddress ?? '');
}
