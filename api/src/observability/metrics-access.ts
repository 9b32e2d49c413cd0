import { createHash, timingSafeEqual } from 'node:crypto';
import { BlockList, isIPv4 } from 'node:net';
import type { FastifyRequest } from 'fastify';

export interface MetricsAccessSettings {
  /** METRICS_TOKEN: `Authorization: Bearer <token>` reads /metrics from anywhere. */
  token: string | null;
  /** METRICS_ALLOW_PRIVATE=1: a direct connection from a private network (a Prometheus beside the app) needs no token. */
  allowPrivate: boolean;
}

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

const privateNetworks = new BlockList();
privateNetworks.addSubnet('10.0.0.0', 8, 'ipv4');
privateNetworks.addSubnet('172.16.0.0', 12, 'ipv4');
privateNetworks.addSubnet('192.168.0.0', 16, 'ipv4');
privateNetworks.addSubnet('fc00::', 7, 'ipv6');
privateNetworks.addSubnet('fe80::', 10, 'ipv6');

/** Headers a proxy adds: a request carrying one came from somewhere else, whatever the TCP peer is. */
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

function within(list: BlockList, address: string): boolean {
  const plain = address.startsWith('::ffff:') && isIPv4(address.slice(7)) ? address.slice(7) : address;
  return list.check(plain, isIPv4(plain) ? 'ipv4' : 'ipv6');
}

const digest = (text: string) => createHash('sha256').update(text).digest();

export type MetricsAccess = 'allowed' | 'bad-token' | 'refused';

/**
 * Who may read /metrics: a bearer of METRICS_TOKEN from anywhere; without it, only a direct connection (no proxy's
 * forwarding header) from this machine, or from a private network when METRICS_ALLOW_PRIVATE=1. The peer is the
 * socket's, never X-Forwarded-For: a reverse proxy on this machine would otherwise make the whole internet local.
 */
export function metricsAccess(request: FastifyRequest, settings: MetricsAccessSettings): MetricsAccess {
  const authorization = request.headers.authorization;
  if (authorization !== undefined) {
    const given = /^Bearer (.+)$/.exec(authorization)?.[1];
    if (settings.token && given && timingSafeEqual(digest(given), digest(settings.token))) return 'allowed';
    return 'bad-token';
  }
  if (FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined)) return 'refused';
  const peer = request.socket.remoteAddress ?? '';
  if (!peer) return 'refused';
  if (within(loopback, peer)) return 'allowed';
  return settings.allowPrivate && within(privateNetworks, peer) ? 'allowed' : 'refused';
}
