// One deploy command at a time per deploys folder: two interleaved would lose a history link or switch the registry
// under each other.
import { mkdir, open, readFile, rm } from 'node:fs/promises';
import path from 'node:path';

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

async function acquire(file) {
  try {
    const handle = await open(file, 'wx');
    await handle.writeFile(String(process.pid));
    await handle.close();
    return true;
  } catch (error) {
    if (error.code !== 'EEXIST') throw error;
    return false;
  }
}

/** Runs `body` holding `<deploysDir>/.lock`; refused while another live process holds it. A crashed holder's lock is taken over. */
export async function withDeployLock(deploysDir, body) {
  await mkdir(deploysDir, { recursive: true });
  const file = path.join(deploysDir, '.lock');
  if (!(await acquire(file))) {
    const pid = Number((await readFile(file, 'utf8').catch(() => '')).trim());
    if (Number.isInteger(pid) && pid > 0 && alive(pid)) {
      throw new Error(`Another deploy command is running (process ${pid}, ${file}). Wait for it, or remove the file if that process is not a deploy.`);
    }
    await rm(file, { force: true });
    if (!(await acquire(file))) throw new Error(`Another deploy command is running (${file}).`);
  }
  try {
    return await body();
  } finally {
    await rm(file, { force: true });
  }
}
