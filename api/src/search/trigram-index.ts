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
  private readonly postings = new Map<string, number[]>();

  constructor(private readonly entries: readonly IndexedEntry[]) {
    entries.forEach((entry, i) => {
      for (const gram of trigrams(entry.text)) {
        const list = this.postings.get(gram);
        if (list) list.push(i);
        else this.postings.set(gram, [i]);
      }
    });
  }

  get size(): number {
    return this.entries.length;
  }

  /** Best matches of one category: word-prefix hits first, then closeness, then the longer career. */
  search(query: string, category: IndexedEntry['category'], limit: number): IndexedEntry[] {
    const grams = trigrams(query);
    if (grams.size === 0) return [];
    const hits = new Map<number, number>();
    for (const gram of grams) {
      for (const i of this.postings.get(gram) ?? []) hits.set(i, (hits.get(i) ?? 0) + 1);
    }
    const scored: Array<{ entry: IndexedEntry; prefix: boolean; score: number }> = [];
    for (const [i, count] of hits) {
      const entry = this.entries[i]!;
      if (entry.category !== category) continue;
      const prefix = entry.text.startsWith(query) || entry.text.includes(` ${query}`);
      const score = count / grams.size;
      if (prefix || score >= FUZZY_THRESHOLD || entry.text.includes(query)) scored.push({ entry, prefix, score });
    }
    scored.sort((a, b) => Number(b.prefix) - Number(a.prefix) || b.score - a.score || b.entry.weight - a.entry.weight);
    return scored.slice(0, limit).map((s) => s.entry);
  }
}
