// Where a full draft's time goes, for `npm run bench:draft`: one more 30 × 26 draft whose ticks are replaced by the
// steps the draft scheduler's tick runs (api/src/drafts/draft-scheduler.ts, tickOne), each timed and summed: what is
// due (catchUp in draft-catch-up.ts: one read of the head and managers, going live, the server's picks, one guarded
// write), the next wake planned (a pg-boss job, unless one already waits at an earlier time), and at the end the
// season set up (completeDraft). Only the stream publish of each change and the completion's notifications are left
// out. Keep it in step with tickOne.
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { DRAFT_COMPUTER_PICK_MS } from '@bb/contract';
import { completeDraft } from '../../api/src/drafts/draft-complete';
import { catchUp } from '../../api/src/drafts/draft-catch-up';

const round = (x) => Math.round(x * 10) / 10;

let statements = 0;
/**
 * Statements sent to PostgreSQL from now on (BEGIN and COMMIT included, pg-boss's too), by counting the node-postgres
 * client's queries; null on PGlite. Returns a reader of the running count.
 */
export function countStatements(onPostgres) {
  if (!onPostgres) return () => null;
  const query = pg.Client.prototype.query;
  if (!query.counted) {
    pg.Client.prototype.query = function countedQuery(...args) {
      statements += 1;
      return query.apply(this, args);
    };
    pg.Client.prototype.query.counted = true;
  }
  return () => statements;
}

export async function splitFullDraft({ database, app, clock, room, statementCount }) {
  const leagueId = room.leagueId;
  const phases = { catchUp: 0, plan: 0, completeDraft: 0 };
  const sent = Object.fromEntries(Object.keys(phases).map((k) => [k, 0]));
  const timed = async (name, fn) => {
    const start = performance.now();
    const before = statementCount();
    const out = await fn();
    phases[name] += performance.now() - start;
    if (before !== null) sent[name] += statementCount() - before;
    return out;
  };
  const computer = room.teams.map((t) => t.manager === 'computer');
  const start = performance.now();
  clock.advance(Math.max(0, Date.parse(room.draftHeldAt) - clock.now().getTime()));
  let picks = 0;
  for (let step = 0; step <= room.order.length; step += 1) {
    if (step > 0) clock.advance(computer[room.order[step - 1]] ? DRAFT_COMPUTER_PICK_MS : room.pickSeconds * 1000);
    const outcome = await timed('catchUp', () => catchUp(database, leagueId, clock.now()));
    picks += outcome.picks;
    if (outcome.complete) await timed('completeDraft', () => completeDraft(database, leagueId));
    await timed('plan', () => app.draftScheduler.plan(leagueId, outcome.wake));
  }
  const totalMs = performance.now() - start;
  return {
    leagueId, picks, totalMs: round(totalMs), phasesMs: Object.fromEntries(Object.entries(phases).map(([k, v]) => [k, round(v)])),
    statements: statementCount() === null ? null : sent,
  };
}
