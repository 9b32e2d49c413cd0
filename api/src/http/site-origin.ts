import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import type { FastifyRequest } from 'fastify';

/** Where links in mails and redirects may point: PUBLIC_URL, else a request origin the server trusts. */
export interface SiteOriginSettings {
  /** PUBLIC_URL as an origin; set, it is the only origin links use. */
  publicUrl: string | null;
  /** ALLOWED_HOSTS: lower-cased `host` or `host:port` names this site is also reached under (a proxy's name). */
  allowedHosts: readonly string[];
}

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

export function siteOriginSettingsFrom(env: NodeJS.ProcessEnv): SiteOriginSettings {
  const allowedHosts = (env.ALLOWED_HOSTS ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
  return { publicUrl: publicUrlFrom(env), allowedHosts };
}

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];
const WILDCARDS = new Set(['0.0.0.0', '::']);

const bracketed = (address: string, family: string | number) => (family === 'IPv6' || family === 6 ? `[${address}]` : address);

/** Host names that reach this server's socket: its bind address, and on a loopback or wildcard bind the loopback names. */
function ownHostNames(address: AddressInfo): string[] {
  if (WILDCARDS.has(address.address)) {
    // Every interface answers: the machine's own addresses (a phone on the LAN opens one of them) and the loopback names.
    const own = Object.values(networkInterfaces())
      .flat()
      .filter((i) => i !== undefined)
      .map((i) => bracketed(i.address, i.family));
    return [...LOOPBACK_NAMES, ...own];
  }
  const bound = bracketed(address.address, address.family);
  return LOOPBACK_NAMES.includes(bound) || address.address.startsWith('127.') ? [...LOOPBACK_NAMES, bound] : [bound];
}

// A Host header as browsers send it: a name or an IP (IPv6 in brackets), an optional port, nothing else.
const HOST_HEADER = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::(\d{1,5}))?$/;

/** The request's `host[:port]` when the server trusts it: one of its own addresses on its port, or an allowed host. */
function trustedHost(request: FastifyRequest, allowedHosts: readonly string[]): string | null {
  const header = request.headers.host?.trim().toLowerCase() ?? '';
  const match = HOST_HEADER.exec(header);
  if (!match) return null;
  const name = match[1]!;
  if (allowedHosts.includes(header) || allowedHosts.includes(name)) return header;
  const address = request.server.server.address() as AddressInfo | string | null;
  if (!address || typeof address === 'string') return null;
  const port = match[2] === undefined ? 80 : Number(match[2]);
  return port === address.port && ownHostNames(address).includes(name) ? header : null;
}

/** The address this server listens on, as users open it (a wildcard bind prints localhost in the start banner). */
function listeningOrigin(request: FastifyRequest): string {
  const address = request.server.server.address() as AddressInfo | string | null;
  if (!address || typeof address === 'string') return 'http://localhost';
  const host = WILDCARDS.has(address.address) ? 'localhost' : bracketed(address.address, address.family);
  return `http://${host}:${address.port}`;
}

/**
 * The origin every link the server mails or redirects to is built from: PUBLIC_URL; else the origin the user is on
 * (so a link opened on 127.0.0.1 keeps the session stored for 127.0.0.1), but only when its Host is one the server
 * trusts — its own address and port, or ALLOWED_HOSTS. A forged Host would otherwise put an attacker's site into a
 * password-reset mail or a checkout redirect; such a request gets the listening address instead.
 */
export function siteOrigin(request: FastifyRequest, settings: SiteOriginSettings): string {
  if (settings.publicUrl) return settings.publicUrl;
  const host = trustedHost(request, settings.allowedHosts);
  // request.protocol is https only on a TLS socket or, with TRUST_PROXY, from our own proxy's X-Forwarded-Proto.
  return host ? new URL(`${request.protocol}://${host}`).origin : listeningOrigin(request);
}
