// The real tools' verdicts on the deploy files, where the tools are installed: `docker compose config` on
// deploy/compose.yaml and `caddy validate` on deploy/Caddyfile. A missing tool is reported as skipped, never failed.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const has = (command, args) => spawnSync(command, args, { encoding: 'utf8' }).status === 0;

function composeCommand() {
  if (has('docker', ['compose', 'version'])) return ['docker', ['compose']];
  if (has('docker-compose', ['version'])) return ['docker-compose', []];
  return null;
}

const outcome = (tool, result) =>
  result.status === 0 ? { tool, status: 'ok', detail: '' } : { tool, status: 'failed', detail: `${result.stdout ?? ''}${result.stderr ?? ''}`.trim() || String(result.error ?? '') };

/** [{ tool, status: 'ok' | 'failed' | 'skipped', detail }] */
export function validateWithTools(repoRoot) {
  const results = [];
  const compose = composeCommand();
  if (!compose) results.push({ tool: 'docker compose config', status: 'skipped', detail: 'Docker Compose is not installed' });
  else {
    // compose.yaml insists on a database password: any will do to read the file.
    const env = { ...process.env, POSTGRES_PASSWORD: process.env.POSTGRES_PASSWORD || 'deploy-check' };
    const result = spawnSync(compose[0], [...compose[1], '-f', path.join(repoRoot, 'deploy', 'compose.yaml'), 'config', '-q'], { encoding: 'utf8', env });
    results.push(outcome('docker compose config', result));
  }
  if (!has('caddy', ['version'])) results.push({ tool: 'caddy validate', status: 'skipped', detail: 'Caddy is not installed (Debian: apt-get install caddy)' });
  else {
    // `tls internal` makes a CA while validating: in a scratch folder, not the user's.
    const scratch = mkdtempSync(path.join(tmpdir(), 'bb-caddy-validate-'));
    try {
      const env = { ...process.env, HOME: scratch, XDG_DATA_HOME: scratch, XDG_CONFIG_HOME: scratch };
      const result = spawnSync('caddy', ['validate', '--config', path.join(repoRoot, 'deploy', 'Caddyfile'), '--adapter', 'caddyfile'], { encoding: 'utf8', env });
      results.push(outcome('caddy validate', result));
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  }
  return results;
}

export const caddyInstalled = () => has('caddy', ['version']);
