import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '..', '..', '..');

export interface LintMessage {
  ruleId: string | null;
  message: string;
}

let server: ChildProcess | null = null;
let nextId = 0;
const waiting = new Map<number, { resolve(messages: LintMessage[]): void; reject(error: Error): void }>();

function lintServer(): ChildProcess {
  if (server) return server;
  // Outside jest's module VM: ESLint loads the repo's ESM config and plugins the way `npm run lint` does.
  const child = fork(path.join(repoRoot, 'scripts', 'lib', 'lint-server.mjs'), [repoRoot], { cwd: repoRoot, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  child.on('message', (reply: { id: number; messages?: LintMessage[]; error?: string }) => {
    const pending = waiting.get(reply.id);
    waiting.delete(reply.id);
    if (reply.error) pending?.reject(new Error(`eslint failed: ${reply.error}`));
    else pending?.resolve(reply.messages ?? []);
  });
  child.on('exit', (code) => {
    for (const pending of waiting.values()) pending.reject(new Error(`the lint server stopped (exit ${code})`));
    waiting.clear();
    server = null;
  });
  server = child;
  return child;
}

/**
 * The repo's ESLint messages for `code` as if it lived at `file` (repo-relative), from one ESLint process per test
 * file: what `npm run lint` would say of a planted file, without spawning ESLint for every case.
 */
export function lintAs(file: string, code: string): Promise<LintMessage[]> {
  const child = lintServer();
  const id = (nextId += 1);
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    child.send({ id, file, code });
  });
}

/** Ends the lint process: each test file that lints calls it in afterAll. */
export function stopLintServer(): void {
  if (server?.connected) server.disconnect();
  server = null;
}

/** The messages of one rule. */
export const ruleMessages = async (ruleId: string, file: string, code: string): Promise<string[]> =>
  (await lintAs(file, code)).filter((m) => m.ruleId === ruleId).map((m) => m.message);
