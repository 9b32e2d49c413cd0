import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseCaddyfile, readCaddyfile } from '../lib/caddyfile.mjs';
import { checkCaddyfile, checkDeployFiles, readDeployFiles } from '../lib/deploy-config.mjs';
import { caddyInstalled, validateWithTools } from '../lib/deploy-tools.mjs';

// Issue 43 item 1: the deploy files as committed pass every check; each thing the checks stand for, broken, fails.
const repoRoot = path.resolve(__dirname, '../..');
const files = readDeployFiles(repoRoot);

/** The files with one of them changed by `edit` (which must change something). */
function withEdit(key: keyof typeof files, edit: (text: string) => string) {
  const changed = edit(files[key]);
  if (changed === files[key]) throw new Error(`the edit of ${key} changed nothing`);
  return { ...files, [key]: changed };
}

const problemsOf = (key: keyof typeof files, edit: (text: string) => string) => checkDeployFiles(withEdit(key, edit));

test('Dockerfile, .dockerignore, deploy/compose.yaml and deploy/Caddyfile pass every check', () => {
  expect(checkDeployFiles(files)).toEqual([]);
});

describe('compose.yaml', () => {
  test('without the second API instance, it and the proxy config are refused', () => {
    const problems = problemsOf('compose', (t) => t.replace(/\n {2}api2:\n(?: {4}.*\n)+/, '\n'));
    expect(problems).toContainEqual(expect.stringContaining('1 API instance(s)'));
    expect(problems).toContainEqual(expect.stringMatching(/reverse_proxy goes to api1:8080, api2:8080, but the API instances are api1:8080$/));
  });

  test('the instances must trust the proxy, drain before closing, and be given the time to finish', () => {
    expect(problemsOf('compose', (t) => t.replace('TRUST_PROXY: "1"', 'TRUST_PROXY_OFF: "1"'))).toContainEqual(expect.stringContaining('api1 does not set TRUST_PROXY'));
    expect(problemsOf('compose', (t) => t.replace('SHUTDOWN_DRAIN_SECONDS: "3"', 'SHUTDOWN_DRAIN_SECONDS: "0"'))).toContainEqual(expect.stringContaining('api2 sets no SHUTDOWN_DRAIN_SECONDS'));
    expect(problemsOf('compose', (t) => t.replace('stop_grace_period: 30s', 'stop_grace_period: 10s'))).toContainEqual(expect.stringContaining("api1's stop_grace_period (10s) must exceed SHUTDOWN_TIMEOUT_SECONDS (25 s)"));
  });

  test('the instances wait for healthy PostgreSQL and Redis and for the import; the data is mounted', () => {
    expect(problemsOf('compose', (t) => t.replace('condition: service_completed_successfully', 'condition: service_started'))).toContainEqual(
      expect.stringContaining('api1 must depend on import with condition service_completed_successfully'),
    );
    expect(problemsOf('compose', (t) => t.replace('- ${LAHMAN_DIR:-lahman}:/data/lahman', '- ${LAHMAN_DIR:-lahman}:/elsewhere'))).toContainEqual(expect.stringContaining('import mounts nothing at /data/lahman'));
    expect(problemsOf('compose', (t) => t.replace(/ {4}healthcheck:\n {6}test: \["CMD", "redis-cli", "ping"\]\n(?: {6}.*\n)+/, ''))).toContainEqual('compose: redis has no healthcheck');
  });

  test('the image is built once, by one service, and both instances run it', () => {
    expect(problemsOf('compose', (t) => t.replace('  api1:\n    <<: *instance\n', '  api1:\n    <<: *instance\n    build: ..\n'))).toContainEqual(
      "compose: the instances' image is built by import, api1; one service should build it, once",
    );
    expect(problemsOf('compose', (t) => t.replace('  api2:\n    <<: *instance\n', '  api2:\n    <<: *instance\n    image: other:1\n'))).toContainEqual(
      expect.stringContaining('the API instances run different images'),
    );
  });

  test('YAML that does not parse is reported, not thrown', () => {
    expect(problemsOf('compose', (t) => `${t}\n  bad: [unclosed\n`)).toEqual([expect.stringMatching(/^compose: not valid YAML/)]);
  });
});

describe('Caddyfile', () => {
  test('live streams must be flushed at once and never compressed', () => {
    expect(problemsOf('caddyfile', (t) => t.replace('flush_interval -1', ''))).toContainEqual(expect.stringContaining('lacks flush_interval -1'));
    expect(problemsOf('caddyfile', (t) => t.replace('handle @live {', 'handle @live {\n\t\tencode gzip'))).toContainEqual(expect.stringContaining('live streams are compressed'));
    expect(problemsOf('caddyfile', (t) => t.replace('@live header Accept *text/event-stream*', '@live path /nothing'))).toContainEqual(expect.stringContaining('have no handle of their own'));
  });

  test('both instances, readiness checks, retries, the request id; X-Forwarded-For left to Caddy', () => {
    expect(problemsOf('caddyfile', (t) => t.replace(/reverse_proxy \{\$API1:api1:8080\} \{\$API2:api2:8080\}/g, 'reverse_proxy {$API1:api1:8080}'))).toContainEqual(
      expect.stringContaining('reverse_proxy has 1 upstream(s)'),
    );
    expect(problemsOf('caddyfile', (t) => t.replace('health_uri /readyz', 'health_uri /healthz'))).toContainEqual(expect.stringContaining('no active health check on /readyz'));
    expect(problemsOf('caddyfile', (t) => t.replace('lb_try_duration 10s', ''))).toContainEqual(expect.stringContaining('no lb_try_duration'));
    expect(problemsOf('caddyfile', (t) => t.replace('header_up X-Request-Id {http.request.uuid}', ''))).toContainEqual(expect.stringContaining('no header_up X-Request-Id'));
    expect(problemsOf('caddyfile', (t) => t.replace('lb_policy least_conn', 'lb_policy least_conn\n\theader_up X-Forwarded-For {remote_host}'))).toContainEqual(
      expect.stringContaining('X-Forwarded-For is overridden'),
    );
  });

  test('TLS, compression of the rest, /metrics kept private', () => {
    expect(problemsOf('caddyfile', (t) => t.replace('tls {$TLS:internal}', ''))).toContainEqual(expect.stringContaining('no tls directive'));
    expect(problemsOf('caddyfile', (t) => t.replace('encode zstd gzip', 'encode zstd'))).toContainEqual(expect.stringContaining('other answers are not compressed'));
    expect(problemsOf('caddyfile', (t) => t.replace('respond 404', 'reverse_proxy api1:8080'))).toContainEqual(expect.stringContaining('/metrics is not kept from the public'));
  });

  test('the reader resolves placeholders and snippets as Caddy does, and refuses unbalanced braces', () => {
    const { sites } = readCaddyfile(files.caddyfile, { SITE_ADDRESS: 'play.example.com', API1: '10.0.0.5:8080' });
    expect(sites.map((s) => s.name)).toEqual(['play.example.com']);
    const live = sites[0]!.children.find((c) => c.name === 'handle' && c.args[0] === '@live')!;
    const proxy = live.children.find((c) => c.name === 'reverse_proxy')!;
    expect(proxy.args).toEqual(['10.0.0.5:8080', 'api2:8080']);
    expect(proxy.children.map((c) => c.name)).toEqual(expect.arrayContaining(['health_uri', 'lb_policy', 'flush_interval']));
    expect(() => parseCaddyfile('site {\n\treverse_proxy a b\n')).toThrow('never closed');
    expect(checkCaddyfile('x {\n}\n}\n')).toEqual([expect.stringContaining('closes nothing')]);
  });
});

describe('Dockerfile', () => {
  test('multi-stage, node:20-slim, non-root, a health check on /healthz, no data baked in', () => {
    expect(problemsOf('dockerfile', (t) => t.replace('USER node\n', ''))).toContainEqual(expect.stringContaining('runs as root'));
    expect(problemsOf('dockerfile', (t) => t.replace(/HEALTHCHECK[^\n]*\\\n[^\n]*\n/, ''))).toContainEqual(expect.stringContaining('no HEALTHCHECK on /healthz'));
    expect(problemsOf('dockerfile', (t) => t.replace('COPY --from=build /out/web /app/web', 'COPY --from=build /out/web /app/web\nCOPY .data/lahman /data/lahman'))).toContainEqual(
      expect.stringContaining('Lahman data would be copied into the image'),
    );
    expect(problemsOf('dockerfile', (t) => t.replace(/FROM pnpm AS deps[\s\S]*?FROM \$\{NODE_IMAGE\} AS runtime/, 'FROM ${NODE_IMAGE} AS runtime'))).toContainEqual(
      expect.stringContaining('expected a multi-stage build'),
    );
    expect(problemsOf('dockerignore', (t) => t.replace('.data\n', ''))).toContainEqual('.dockerignore: .data is sent to the build');
  });
});

describe('the tools, where installed', () => {
  test('caddy validate accepts deploy/Caddyfile and refuses a broken one; docker compose config is run or reported skipped', () => {
    const results = validateWithTools(repoRoot);
    const caddy = results.find((r) => r.tool === 'caddy validate')!;
    const compose = results.find((r) => r.tool === 'docker compose config')!;
    expect(['ok', 'skipped']).toContain(compose.status);
    if (!caddyInstalled()) {
      expect(caddy.status).toBe('skipped');
      return;
    }
    expect(caddy).toEqual({ tool: 'caddy validate', status: 'ok', detail: '' });
    const broken = mkdtempSync(path.join(tmpdir(), 'bb-deploy-broken-'));
    try {
      mkdirSync(path.join(broken, 'deploy'));
      writeFileSync(path.join(broken, 'deploy', 'Caddyfile'), files.caddyfile.replace('flush_interval -1', 'flush_interval soon'));
      writeFileSync(path.join(broken, 'deploy', 'compose.yaml'), files.compose);
      expect(validateWithTools(broken).find((r) => r.tool === 'caddy validate')!.status).toBe('failed');
    } finally {
      rmSync(broken, { recursive: true, force: true });
    }
  });
});
