import { createHash } from 'node:crypto';

/** One view of one league as it goes on the wire: `{ data }` serialized once, its ETag, the revision it was computed at. */
export interface KeptAnswer {
  /** The league's revision read before the answer was computed: the answer shows that revision or a later one. */
  revision: number;
  body: Buffer;
  etag: string;
}

export interface AnswerLimits {
  entries: number;
  bytes: number;
}

/** About 400 views (a statistics page with its team totals is the largest, some 40 KB) in at most 16 MiB. */
const LIMITS: AnswerLimits = { entries: 400, bytes: 16 * 1024 * 1024 };

/** An answer's ETag: a hash of its bytes, so an equal body revalidates (304) and any change is a new tag. */
export const etagOf = (body: Buffer): string => `"${createHash('sha1').update(body).digest('base64url')}"`;

/**
 * Standings, statistics, leaders and the bracket change only when games are stored, and every store moves the league's
 * revision on in the same transaction. An answer computed after reading revision r shows r or later, so it serves
 * every request that read r or an earlier one; a request that read a newer revision computes afresh. One answer is
 * kept per league and view (a newer one replaces it), least recently used out first, bounded by count and bytes;
 * requests missing the same view at once share one computation. Visibility is checked before, on every request.
 */
export class LeagueAnswers {
  private readonly kept = new Map<string, KeptAnswer>();
  private bytes = 0;
  private readonly computing = new Map<string, { revision: number; answer: Promise<KeptAnswer> }>();
  /** Answers served from the cache and answers computed (tests see a hit run no query behind the view). */
  readonly counts = { hits: 0, computed: 0 };

  constructor(private readonly limits: AnswerLimits = LIMITS) {}

  /**
   * The answer for `view` of the league whose revision the request read as `revision`. `compute` reads the league
   * itself (after that revision was read) and answers its revision with the data.
   */
  async get(leagueId: number, revision: number, view: string, compute: () => Promise<{ revision: number; data: unknown }>): Promise<KeptAnswer> {
    const key = `${leagueId}:${view}`;
    const kept = this.kept.get(key);
    if (kept && kept.revision >= revision) {
      this.counts.hits += 1;
      this.kept.delete(key);
      this.kept.set(key, kept);
      return kept;
    }
    const running = this.computing.get(key);
    if (running && running.revision >= revision) return running.answer;
    const answer = this.compute(key, compute);
    const entry = { revision, answer };
    this.computing.set(key, entry);
    try {
      return await answer;
    } finally {
      if (this.computing.get(key) === entry) this.computing.delete(key);
    }
  }

  private async compute(key: string, compute: () => Promise<{ revision: number; data: unknown }>): Promise<KeptAnswer> {
    const { revision, data } = await compute();
    this.counts.computed += 1;
    const body = Buffer.from(JSON.stringify({ data }));
    const answer = { revision, body, etag: etagOf(body) };
    this.keep(key, answer);
    return answer;
  }

  private keep(key: string, answer: KeptAnswer): void {
    const old = this.kept.get(key);
    // A slower computation of an older revision never replaces a newer answer.
    if (old && old.revision > answer.revision) return;
    if (old) this.drop(key, old);
    if (answer.body.length > this.limits.bytes) return;
    this.kept.set(key, answer);
    this.bytes += answer.body.length;
    for (const [oldest, entry] of this.kept) {
      if (this.kept.size <= this.limits.entries && this.bytes <= this.limits.bytes) break;
      this.drop(oldest, entry);
    }
  }

  private drop(key: string, answer: KeptAnswer): void {
    this.kept.delete(key);
    this.bytes -= answer.body.length;
  }

  /** Kept answers and their bytes (tests check the bounds). */
  size(): { entries: number; bytes: number } {
    return { entries: this.kept.size, bytes: this.bytes };
  }
}
