import { Socket } from 'node:net';

export const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

/** True when a Redis server answers PING (CI has one; elsewhere the multi-instance tests skip with a warning). */
export function redisAnswers(): Promise<boolean> {
  const url = new URL(REDIS_URL);
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1500, () => done(false));
    socket.once('error', () => done(false));
    socket.connect(Number(url.port || 6379), url.hostname, () => {
      socket.write('PING\r\n');
      socket.once('data', (d) => done(d.toString().startsWith('+PONG')));
    });
  });
}

