// What `npm run deploy:check` (and its test) require of Dockerfile, .dockerignore, deploy/compose.yaml and
// deploy/Caddyfile. Each check returns a list of problems in words (empty: fine); none runs Docker or Caddy.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { child, findAll, readCaddyfile } from './caddyfile.mjs';

export const DEPLOY_FILES = { dockerfile: 'Dockerfile', dockerignore: '.dockerignore', compose: 'deploy/compose.yaml', caddyfile: 'deploy/Caddyfile' };

/** The four files' texts. */
export function readDeployFiles(repoRoot) {
  return Object.fromEntries(Object.entries(DEPLOY_FILES).map(([key, file]) => [key, readFileSync(path.join(repoRoot, file), 'utf8')]));
}

/** compose.yaml with its anchors and `<<` merges applied, as Docker Compose reads it. */
export function parseCompose(text) {
  return parseYaml(text, { merge: true });
}

const envOf = (service) => {
  const env = service?.environment ?? {};
  if (!Array.isArray(env)) return env;
  return Object.fromEntries(env.map((entry) => [String(entry).split('=')[0], String(entry).split('=').slice(1).join('=')]));
};

/** `${NAME:-default}` / `${NAME:?message}` / `${NAME}` in a compose value, read with the defaults. */
const composeDefault = (value) => String(value ?? '').replace(/\$\{[A-Za-z_][A-Za-z0-9_]*(?::?[-?]([^}]*))?\}/g, (_, fallback) => fallback ?? '');

const seconds = (value) => {
  const match = /^(\d+(?:\.\d+)?)(ms|s|m)?$/.exec(String(value ?? '').trim());
  if (!match) return null;
  return Number(match[1]) * ({ ms: 0.001, s: 1, m: 60 }[match[2] ?? 's']);
};

const commandText = (service) => [service?.command ?? []].flat().join(' ');

/** API instances: services that run the server (DATABASE_URL set, the image's own command). */
export function apiInstances(compose) {
  return Object.entries(compose?.services ?? {})
    .filter(([, service]) => envOf(service).DATABASE_URL && !service.command)
    .map(([name, service]) => ({ name, service, env: envOf(service) }));
}

const dependsOn = (service, name) => {
  const deps = service?.depends_on;
  if (Array.isArray(deps)) return deps.includes(name) ? 'service_started' : null;
  return deps?.[name] ? (deps[name].condition ?? 'service_started') : null;
};

export function checkCompose(compose) {
  const problems = [];
  const services = compose?.services ?? {};
  const postgres = Object.entries(services).find(([, s]) => /^postgres(:|$)/.test(String(s.image ?? '')));
  const redis = Object.entries(services).find(([, s]) => /^redis(:|$)/.test(String(s.image ?? '')));
  if (!postgres) problems.push('compose: no PostgreSQL service (image postgres:…)');
  else {
    if (!postgres[1].healthcheck) problems.push(`compose: ${postgres[0]} has no healthcheck (the instances wait for it to be healthy)`);
    if (!(postgres[1].volumes ?? []).some((v) => String(v).endsWith(':/var/lib/postgresql/data'))) problems.push(`compose: ${postgres[0]} keeps its data in no volume`);
  }
  if (!redis) problems.push('compose: no Redis service (image redis:…)');
  else if (!redis[1].healthcheck) problems.push(`compose: ${redis[0]} has no healthcheck`);

  const importer = Object.entries(services).find(([, s]) => commandText(s).includes('import.cjs'));
  if (!importer) problems.push('compose: no one-shot service runs the data import (api/dist/import.cjs)');
  else {
    const dataDir = envOf(importer[1]).BASEBALL_DATA_DIR;
    if (!dataDir) problems.push(`compose: ${importer[0]} sets no BASEBALL_DATA_DIR`);
    else if (!(importer[1].volumes ?? []).some((v) => composeDefault(v).split(':')[1] === dataDir)) problems.push(`compose: ${importer[0]} mounts nothing at ${dataDir} (the Lahman CSVs are mounted, never in the image)`);
  }

  const instances = apiInstances(compose);
  if (instances.length < 2) problems.push(`compose: ${instances.length} API instance(s) (services with DATABASE_URL running the server); two are needed`);
  const images = new Set(instances.map((i) => i.service.image));
  if (images.size > 1) problems.push(`compose: the API instances run different images (${[...images].join(', ')})`);
  const builders = Object.entries(services).filter(([, s]) => s.build && images.has(s.image)).map(([name]) => name);
  if (builders.length !== 1) problems.push(`compose: the instances' image is built by ${builders.length ? builders.join(', ') : 'no service'}; one service should build it, once`);
  for (const { name, service, env } of instances) {
    if (postgres && !composeDefault(env.DATABASE_URL).includes(`@${postgres[0]}:`)) problems.push(`compose: ${name}'s DATABASE_URL does not point at ${postgres[0]}`);
    if (redis && !String(env.REDIS_URL ?? '').includes(`//${redis[0]}:`)) problems.push(`compose: ${name}'s REDIS_URL does not point at ${redis[0]} (instances share live events through Redis)`);
    if (!env.TRUST_PROXY) problems.push(`compose: ${name} does not set TRUST_PROXY (client addresses come from the proxy's X-Forwarded-For)`);
    const drain = seconds(env.SHUTDOWN_DRAIN_SECONDS);
    if (!drain) problems.push(`compose: ${name} sets no SHUTDOWN_DRAIN_SECONDS above 0 (the proxy must see /readyz fail before the instance closes)`);
    const timeout = seconds(env.SHUTDOWN_TIMEOUT_SECONDS ?? 25);
    const grace = seconds(service.stop_grace_period ?? '10s');
    if (grace === null || timeout === null || grace <= timeout) problems.push(`compose: ${name}'s stop_grace_period (${service.stop_grace_period ?? '10s, the default'}) must exceed SHUTDOWN_TIMEOUT_SECONDS (${timeout ?? '?'} s)`);
    for (const [dep, wanted] of [[postgres?.[0], 'service_healthy'], [redis?.[0], 'service_healthy'], [importer?.[0], 'service_completed_successfully']]) {
      if (dep && dependsOn(service, dep) !== wanted) problems.push(`compose: ${name} must depend on ${dep} with condition ${wanted}`);
    }
  }

  const proxy = Object.entries(services).find(([, s]) => /^caddy(:|$)/.test(String(s.image ?? '')));
  if (!proxy) problems.push('compose: no reverse proxy service (image caddy:…)');
  else {
    const [name, service] = proxy;
    if (!(service.volumes ?? []).some((v) => /Caddyfile:\/etc\/caddy\/Caddyfile/.test(String(v)))) problems.push(`compose: ${name} does not mount deploy/Caddyfile at /etc/caddy/Caddyfile`);
    if (!(service.ports ?? []).some((p) => /(^|:)443(\/tcp)?$/.test(String(p)))) problems.push(`compose: ${name} does not publish port 443`);
    for (const instance of instances) {
      if (!dependsOn(service, instance.name)) problems.push(`compose: ${name} does not depend on ${instance.name}`);
    }
  }
  return problems;
}

/** The upstreams the proxy is given (API1, API2, … in its environment) must be exactly the instances. */
export function checkProxyUpstreams(compose, caddyfileText) {
  const proxy = Object.values(compose?.services ?? {}).find((s) => /^caddy(:|$)/.test(String(s.image ?? '')));
  if (!proxy) return [];
  const { sites } = readCaddyfile(caddyfileText, Object.fromEntries(Object.entries(envOf(proxy)).map(([k, v]) => [k, composeDefault(v)])));
  const wanted = apiInstances(compose).map((i) => `${i.name}:${i.env.PORT ?? 8080}`).sort();
  const problems = [];
  for (const proxyNode of findAll(sites, 'reverse_proxy')) {
    const given = [...proxyNode.args].sort();
    if (given.join(' ') !== wanted.join(' ')) problems.push(`Caddyfile line ${proxyNode.line}: reverse_proxy goes to ${given.join(', ') || 'nothing'}, but the API instances are ${wanted.join(', ')}`);
  }
  return problems;
}

/** The named matcher (`@name header Accept *text/event-stream*`) that picks out live streams. */
function streamMatcher(site) {
  for (const node of site.children) {
    if (!node.name.startsWith('@')) continue;
    const text = [node.args.join(' '), ...node.children.map((c) => `${c.name} ${c.args.join(' ')}`)].join(' ');
    if (/header\s+Accept\s+\S*text\/event-stream/i.test(text) || /path(_regexp)?\s+.*stream/.test(text)) return node.name;
  }
  return null;
}

export function checkCaddyfile(text) {
  const problems = [];
  let read;
  try {
    read = readCaddyfile(text);
  } catch (error) {
    return [error.message];
  }
  const { global, sites } = read;
  if (!child(global, 'skip_install_trust')) problems.push('Caddyfile: no skip_install_trust (Caddy would try to add its CA to the machine trust store)');
  if (sites.length === 0) return [...problems, 'Caddyfile: no site block'];
  for (const site of sites) {
    const where = `Caddyfile site ${site.name} (line ${site.line})`;
    if (!child(site.children, 'tls')) problems.push(`${where}: no tls directive`);
    const proxies = findAll(site.children, 'reverse_proxy');
    if (proxies.length === 0) problems.push(`${where}: no reverse_proxy`);
    for (const p of proxies) {
      const at = `Caddyfile line ${p.line}`;
      if (p.args.length < 2) problems.push(`${at}: reverse_proxy has ${p.args.length} upstream(s); both API instances are needed`);
      if (child(p.children, 'health_uri')?.args[0] !== '/readyz') problems.push(`${at}: no active health check on /readyz (a draining instance must stop getting requests)`);
      if (!child(p.children, 'lb_try_duration')) problems.push(`${at}: no lb_try_duration (a restarting instance's requests are not retried on the other)`);
      if (!p.children.some((c) => c.name === 'header_up' && /^x-request-id$/i.test(c.args[0] ?? ''))) problems.push(`${at}: no header_up X-Request-Id (the instances' logs would not carry the proxy's id)`);
      if (p.children.some((c) => c.name === 'header_up' && /^-?x-forwarded-for$/i.test(c.args[0] ?? ''))) problems.push(`${at}: X-Forwarded-For is overridden; Caddy appends the client's address itself`);
    }
    const matcher = streamMatcher(site);
    const handles = site.children.filter((c) => c.name === 'handle');
    const streamHandle = matcher ? handles.find((h) => h.args[0] === matcher) : null;
    if (!streamHandle) problems.push(`${where}: live streams (text/event-stream) have no handle of their own`);
    else {
      const streamProxy = findAll(streamHandle.children, 'reverse_proxy')[0];
      if (child(streamProxy?.children ?? [], 'flush_interval')?.args[0] !== '-1') problems.push(`${where}: the live streams' reverse_proxy lacks flush_interval -1 (events would be buffered)`);
      if (findAll(streamHandle.children, 'encode').length > 0) problems.push(`${where}: live streams are compressed (encode buffers them)`);
    }
    const rest = handles.find((h) => h.args.length === 0);
    const encode = rest ? findAll(rest.children, 'encode')[0] : null;
    if (!encode || !encode.args.includes('gzip')) problems.push(`${where}: other answers are not compressed (encode … gzip)`);
    const metrics = handles.find((h) => h.args[0] === '/metrics');
    if (!metrics || !findAll(metrics.children, 'respond').length) problems.push(`${where}: /metrics is not kept from the public (handle /metrics { respond 404 })`);
  }
  return problems;
}

/** The final stage of a multi-stage Dockerfile. */
function stages(text) {
  const lines = text.split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('#'));
  const args = Object.fromEntries(lines.filter((l) => /^ARG\s+\w+=/.test(l)).map((l) => l.slice(4).split('=')).map(([k, ...v]) => [k.trim(), v.join('=').trim()]));
  const out = [];
  for (const line of lines) {
    if (/^FROM\s/i.test(line)) out.push({ from: line.replace(/\$\{(\w+)\}/g, (_, n) => args[n] ?? ''), lines: [] });
    else out.at(-1)?.lines.push(line);
  }
  return out;
}

export function checkDockerfile(text, dockerignore) {
  const problems = [];
  const all = stages(text);
  if (all.length < 3) problems.push(`Dockerfile: ${all.length} stage(s); expected a multi-stage build (dependencies, build, runtime)`);
  const runtime = all.at(-1);
  if (!runtime) return ['Dockerfile: no FROM'];
  if (!/node:20-slim/.test(runtime.from)) problems.push(`Dockerfile: the runtime stage is not node:20-slim (${runtime.from})`);
  const user = runtime.lines.filter((l) => /^USER\s/i.test(l)).at(-1)?.split(/\s+/)[1];
  if (!user || user === 'root' || user === '0') problems.push('Dockerfile: the runtime stage runs as root (USER a non-root user)');
  const health = runtime.lines.find((l) => /^HEALTHCHECK\s/i.test(l));
  const healthText = health ? runtime.lines.slice(runtime.lines.indexOf(health), runtime.lines.indexOf(health) + 3).join(' ') : '';
  if (!/\/healthz/.test(healthText)) problems.push('Dockerfile: the runtime stage has no HEALTHCHECK on /healthz');
  if (!runtime.lines.some((l) => /^CMD\s.*api\/dist\/server\.cjs/.test(l))) problems.push('Dockerfile: the runtime stage does not run api/dist/server.cjs');
  if (all.some((s) => s.lines.some((l) => /^(COPY|ADD)\s.*(lahman|\.csv\b|\.data\b)/i.test(l)))) problems.push('Dockerfile: the Lahman data would be copied into the image (mount it instead)');
  const ignored = dockerignore.split('\n').map((l) => l.trim());
  for (const needed of ['**/node_modules', '.data', '.git']) {
    if (!ignored.includes(needed)) problems.push(`.dockerignore: ${needed} is sent to the build`);
  }
  return problems;
}

/** Every check of the four files, from their texts. */
export function checkDeployFiles(files) {
  let compose;
  try {
    compose = parseCompose(files.compose);
  } catch (error) {
    return [`compose: not valid YAML: ${error.message}`];
  }
  return [...checkDockerfile(files.dockerfile, files.dockerignore), ...checkCompose(compose), ...checkCaddyfile(files.caddyfile), ...checkProxyUpstreams(compose, files.caddyfile)];
}
