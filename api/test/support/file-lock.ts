import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';

function holderAlive(lock: string): boolean {
  let pid: number;
  try {
    pid = Number(readFileSync(lock, 'utf8'));
  } catch {
    return false;
  }
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Runs `work` while holding `lock` (a file naming the holder's pid), across processes: jest's workers and other test
 * runs in the same checkout build a shared snapshot once, the others wait for it. A lock whose holder died is taken over.
 */
export async function withFileLock<T>(lock: string, work: () => Promise<T>, timeoutMs = 600_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    try {
      const fd = openSync(lock, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (!holderAlive(lock)) {
        // Written a moment ago by a holder that has not written its pid yet, or left by one that died.
        await new Promise((resolve) => setTimeout(resolve, 200));
        if (!holderAlive(lock)) rmSync(lock, { force: true });
        continue;
      }
      if (Date.now() - started > timeoutMs) throw new Error(`${lock} is still held by another process after ${timeoutMs / 1000} s`, { cause: error });
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lock, { force: true });
  }
}
