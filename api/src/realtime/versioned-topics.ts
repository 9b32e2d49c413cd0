import { TopicClients } from './topic-clients';

/** One open stream of a versioned topic (a game, a draft room): what it holds, and how to reach it. */
export interface VersionedClient<K> {
  topic: K;
  /** The version the client holds; only newer renders are sent after the first. */
  version: number;
  ping(): void;
  end(): void;
}

const HEARTBEAT_MS = 25_000;

/**
 * Streams of versioned topics over the realtime bus: a change on any API instance publishes "topic T is at version V";
 * each instance holding streams of T renders the topic for each of its clients (views differ by viewer) and sends it
 * to those behind. The bus carries only the fact of a change: no instance trusts another's state. (The game streams'
 * `GameTopics` is this mechanism with plays on top.)
 */
export class VersionedTopics<K, C extends VersionedClient<K>, M extends { version: number }> {
  private readonly clients = new TopicClients<K, C>();
  private readonly heartbeat: ReturnType<typeof setInterval>;

  constructor(
    private readonly render: (client: C) => Promise<M | null>,
    private readonly send: (client: C, message: M) => void,
    private readonly onError: (error: unknown) => void,
  ) {
    this.heartbeat = setInterval(() => this.clients.all().forEach((c) => c.ping()), HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  get size(): number {
    return this.clients.size;
  }

  of(topic: K): C[] {
    return this.clients.of(topic);
  }

  /** Adds a stream and sends it the topic as it is now; returns its removal. */
  async attach(client: C): Promise<() => void> {
    const detach = this.clients.add(client.topic, client);
    await this.sendTo(client, true);
    return detach;
  }

  /** A bus message: clients behind `version` get the new render (messages may come twice or out of order). */
  changed(topic: K, version: number): void {
    for (const client of this.clients.of(topic)) {
      if (client.version >= version) continue;
      void this.sendTo(client, false).catch(this.onError);
    }
  }

  /** Every client of the topic gets a render even at the same version (what changed is not versioned: who is online). */
  refresh(topic: K): void {
    for (const client of this.clients.of(topic)) void this.sendTo(client, true).catch(this.onError);
  }

  private async sendTo(client: C, always: boolean): Promise<void> {
    const message = await this.render(client);
    if (!message) {
      client.end();
      return;
    }
    if (!always && message.version <= client.version) return;
    this.send(client, message);
    client.version = message.version;
  }

  close(): void {
    clearInterval(this.heartbeat);
    this.clients.all().forEach((c) => c.end());
    this.clients.clear();
  }
}

