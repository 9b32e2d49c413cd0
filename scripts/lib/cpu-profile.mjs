// A CPU profile of this thread over one phase of a benchmark, written as `<dir>/<prefix>-<name>.cpuprofile`.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { Session } from 'node:inspector/promises';

/** Runs `fn`, profiled when `dir` is set (the runners' --profile), plainly otherwise. */
export async function profiledIn(dir, prefix, name, fn) {
  if (!dir) return fn();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  try {
    return await fn();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(path.join(dir, `${prefix}-${name}.cpuprofile`), JSON.stringify(profile));
    session.disconnect();
  }
}
