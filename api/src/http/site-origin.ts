import type { AddressInfo } from 'node:net';
import type { FastifyRequest } from 'fastify';

/** PUBLIC_URL as an origin ('https://dice.example'), or null when unset or not an http(s) URL. */
export function publicUrlFrom(env: NodeJS.ProcessEnv): string | null {
  const raw = env.PUBLIC_URL?.trim();
  if (!raw) return null;
  try {
    const url = new URL(raw);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The origin every link the server mails or redirects to is built from: PUBLIC_URL, else the address this server
 * listens on. Never the request's Host header: a forged Host would otherwise put an attacker's site into a
 * password-reset mail or a checkout redirect.
 */
export function siteOrigin(request: FastifyRequest, publicUrl: string | null): string {
  if (publicUrl) return publicUrl;
  const address = request.server.server.address() as AddressInfo | string | null;
  if (!address || typeof address === 'string') return 'http://localhost';
  // A wildcard bind answers on every interface: the name the start banner prints is the one users open.
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  const host = wildcard ? 'localhost' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}
