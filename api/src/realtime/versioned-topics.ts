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
 * One fan-out (a bus message, a refresh) or the attaches of a topic between two of them: renders of the same round
 * may share what they read (one read of the game for 5,000 spectators). What a round reads was read after the change
 * that started it; an attach may get what was read since the topic's last change (any later change renders anew).
 */
export type RenderRound = object & {
  /** A bus message's round: the version it announced (the render may trust a copy at least this new). */
  readonly version?: number;
};

/** A render queued behind the one in flight for the same client. */
interface Pending {
  always: boolean;
  round: RenderRound;
}

/**
 * Streams of versioned topics over the realtime bus: a change on any API instance publishes "topic T is at version V";
 * each instance holding streams of T renders the topic for each of its clients (views differ by viewer) and sends it
 * to those behind. The bus carries only the fact of a change: no instance trusts another's state. (The game streams'
 * `GameTopics` is this mechanism with plays on top.)
 */
export class VersionedTopics<K, C extends VersionedClient<K>, M extends { version: number }> {
  private readonly clients = new TopicClients<K, C>();
  private readonly heartbeat: ReturnType<typeof setInterval>;
  /** Clients with a render in flight, and the one render (at most) that waits behind it: sends stay in order. */
  private readonly inFlight = new WeakMap<C, { next: Pending | null }>();
  /** The round of each topic's attaches until its next change: a burst of viewers reads the topic once. */
  private readonly attachRounds = new Map<K, RenderRound>();

  constructor(
    private readonly render: (client: C, round: RenderRound) => Promise<M | null>,
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
    const { topic } = client;
    const remove = this.clients.add(topic, client);
    const detach = () => {
      remove();
      if (!this.clients.has(topic)) this.attachRounds.delete(topic);
    };
    let round = this.attachRounds.get(topic);
    if (!round) this.attachRounds.set(topic, (round = {}));
    try {
      await this.sendTo(client, true, round);
    } catch (error) {
      detach();
      throw error;
    }
    return detach;
  }

  /** A bus message: clients behind `version` get the new render (messages may come twice or out of order). */
  changed(topic: K, version: number): void {
    this.attachRounds.delete(topic);
    const round: RenderRound = { version };
    for (const client of this.clients.of(topic)) {
      if (client.version >= version) continue;
      void this.sendTo(client, false, round).catch(this.onError);
    }
  }

  /** Every client of the topic gets a render even at the same version (what changed is not versioned: who is online). */
  refresh(topic: K): void {
    this.attachRounds.delete(topic);
    const round: RenderRound = {};
    for (const client of this.clients.of(topic)) void this.sendTo(client, true, round).catch(this.onError);
  }

  /**
   * Renders for one client run one at a time, so an older render never overtakes a newer one; changes that arrive
   * meanwhile collapse into one more render (with the newest round).
   */
  private async sendTo(client: C, always: boolean, round: RenderRound): Promise<void> {
    const busy = this.inFlight.get(client);
    if (busy) {
      busy.next = { always: always || (busy.next?.always ?? false), round };
      return;
    }
    const mine: { next: Pending | null } = { next: null };
    this.inFlight.set(client, mine);
    try {
      let open = await this.renderAndSend(client, always, round);
      while (open && mine.next) {
        const { always: again, round: latest } = mine.next;
        mine.next = null;
        open = await this.renderAndSend(client, again, latest);
      }
    } finally {
      this.inFlight.delete(client);
    }
  }

  /** False when the client was ended (nothing to show it any more). */
  private async renderAndSend(client: C, always: boolean, round: RenderRound): Promise<boolean> {
    const message = await this.render(client, round);
    if (!message) {
      client.end();
      return false;
    }
    if (!always && message.version <= client.version) return true;
    this.send(client, message);
    client.version = message.version;
    return true;
  }

  close(): void {
    clearInterval(this.heartbeat);
    this.clients.all().forEach((c) => c.end());
    this.clients.clear();
    this.attachRounds.clear();
  }
}

