import { Redis } from 'ioredis';
import { isHubEvent, type HubListener, type RealtimeBus } from './events';

export const REDIS_CHANNEL = 'diamond-dice:realtime';

/**
 * Several API instances: every event goes through one Redis channel and comes back to every instance,
 * this one included, so delivery is the same whichever instance published.
 */
export async function createRedisBus(url: string, channel: string = REDIS_CHANNEL): Promise<RealtimeBus> {
  const options = { maxRetriesPerRequest: 2, lazyConnect: true, connectTimeout: 5000 };
  const pub = new Redis(url, options);
  const sub = new Redis(url, options);
  const listeners = new Set<HubListener>();
  pub.on('error', () => undefined);
  sub.on('error', () => undefined);
  await Promise.all([pub.connect(), sub.connect()]);
  await sub.subscribe(channel);
  sub.on('message', (received: string, text: string) => {
    if (received !== channel) return;
    let event: unknown;
    try {
      event = JSON.parse(text);
    } catch {
      return;
    }
    if (!isHubEvent(event)) return;
    for (const l of [...listeners]) l(event);
  });
  return {
    kind: 'redis',
    async publish(event) {
      await pub.publish(channel, JSON.stringify(event));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async ping() {
      await pub.ping();
    },
    async close() {
      listeners.clear();
      await Promise.allSettled([sub.quit(), pub.quit()]);
    },
  };
}
