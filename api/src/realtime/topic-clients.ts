/**
 * The open streams of this instance, grouped by topic (a user, a game): what the realtime hub and the game topics
 * both keep, written once. A topic with no stream left is forgotten.
 */
export class TopicClients<K, C> {
  private readonly byTopic = new Map<K, Set<C>>();

  get size(): number {
    let n = 0;
    for (const set of this.byTopic.values()) n += set.size;
    return n;
  }

  /** Adds a stream to its topic; returns its removal. */
  add(topic: K, client: C): () => void {
    let set = this.byTopic.get(topic);
    if (!set) this.byTopic.set(topic, (set = new Set()));
    set.add(client);
    return () => {
      const current = this.byTopic.get(topic);
      current?.delete(client);
      if (current?.size === 0) this.byTopic.delete(topic);
    };
  }

  has(topic: K): boolean {
    return this.byTopic.has(topic);
  }

  /** A copy: sending may end a stream, which removes it while the caller still walks the list. */
  of(topic: K): C[] {
    return [...(this.byTopic.get(topic) ?? [])];
  }

  topics(): K[] {
    return [...this.byTopic.keys()];
  }

  all(): C[] {
    return [...this.byTopic.values()].flatMap((set) => [...set]);
  }

  clear(): void {
    this.byTopic.clear();
  }
}
