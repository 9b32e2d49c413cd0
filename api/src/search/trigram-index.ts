/**
 * An in-memory trigram index over the search entries: prefix, substring and
 * typo-tolerant matching in well under a millisecond, on any database. The
 * entries change only with a data import, so each API instance holds a copy.
 */
export interface IndexedEntry {
  id: string;
  displayName: string;
  category: 'player' | 'team';
  /** normalizeSearchText() of the names. */
  text: string;
  year: number;
  teamId: string | null;
  leagueType: string | null;
  weight: number;
}

/** pg_trgm-style trigrams: each word padded with two spaces in front and one behind. */
export function trigrams(text: string): Set<string> {
  const out = new Set<string>();
  for (const word of text.split(' ')) {
    if (!word) continue;
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i += 1) out.add(padded.slice(i, i + 3));
  }
  return out;
}

/** Share of the query's trigrams found in the entry: how much of what was typed is there. */
const FUZZY_THRESHOLD = 0.5;

export class TrigramIndex {
  /** Postings per category: a player search never walks team entries. */
  private readonly postings: Record<IndexedEntry['category'], Map<string, Int32Array>> = { player: new Map(), team: new Map() };
  /** Reused per search (searches run synchronously, one at a time). */
  private readonly counts: Uint16Array;
  private readonly touched: Int32Array;

  constructor(private readonly entries: readonly IndexedEntry[]) {
    const lists: Record<IndexedEntry['category'], Map<string, number[]>> = { player: new Map(), team: new Map() };
    entries.forEach((entry, i) => {
      const byGram = lists[entry.category];
      for (const gram of trigrams(entry.text)) {
        const list = byGram.get(gram);
        if (list) list.push(i);
        else byGram.set(gram, [i]);
      }
    });
    for (const category of ['player', 'team'] as const) {
      for (const [gram, list] of lists[category]) this.postings[category].set(gram, Int32Array.from(list));
    }
    this.counts = new Uint16Array(entries.length);
    this.touched = new Int32Array(entries.length);
  }

  get size(): number {
    return this.entries.length;
  }

  /** Best matches of one category: word-prefix hits first, then closeness, then the longer career. */
  search(query: string, category: IndexedEntry['category'], limit: number): IndexedEntry[] {
    const grams = trigrams(query);
    if (grams.size === 0) return [];
    const postings = this.postings[category];
    const { counts, touched } = this;
    let touchedCount = 0;
    for (const gram of grams) {
      const list = postings.get(gram);
      if (!list) continue;
      for (let k = 0; k < list.length; k += 1) {
        const i = list[k]!;
        if (counts[i] === 0) touched[touchedCount++] = i;
        counts[i] = (counts[i] ?? 0) + 1;
      }
    }
    // A prefix or substring hit shares all but the query's edge trigrams; a fuzzy
    // hit shares half. Anything with fewer cannot qualify, so skip its string work.
    const minShared = Math.max(1, Math.min(Math.ceil(grams.size * FUZZY_THRESHOLD), grams.size - 2));
    const scored: Array<{ entry: IndexedEntry; prefix: boolean; score: number }> = [];
    for (let t = 0; t < touchedCount; t += 1) {
      const i = touched[t]!;
      const count = counts[i]!;
      counts[i] = 0;
      if (count < minShared) continue;
      const entry = this.entries[i]!;
      const prefix = entry.text.startsWith(query) || entry.text.includes(` ${query}`);
      const score = count / grams.size;
      if (prefix || score >= FUZZY_THRESHOLD || entry.text.includes(query)) scored.push({ entry, prefix, score });
    }
    scored.sort((a, b) => Number(b.prefix) - Number(a.prefix) || b.score - a.score || b.entry.weight - a.entry.weight);
    return scored.slice(0, limit).map((s) => s.entry);
  }
}
