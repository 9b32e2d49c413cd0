/**
 * Which waiting games a run plays. A game is played only after every earlier game of its two teams (their rest,
 * fatigue and playing time depend on those), so a game left waiting holds back its teams' later games.
 */
import { LEAGUE_START_GRACE_MINUTES } from '@bb/contract';
import type { GameRow, TeamRow } from './league-data';

export type RunMode =
  /** The scheduler: games whose time has come; a human manager's game once his grace has passed. */
  | { kind: 'due' }
  /** A manager starts or auto-plays game `num`: the games before it that may be played now, and (auto) that game. */
  | { kind: 'upTo'; num: number; includeTarget: boolean }
  /** The owner's sims: every game before `num` ('sim to next game'), of days before `day` ('sim a week'), or all. */
  | { kind: 'before'; num: number }
  | { kind: 'days'; untilDay: number }
  | { kind: 'end' };

const GRACE_MS = LEAGUE_START_GRACE_MINUTES * 60_000;

export const isHumanGame = (teams: TeamRow[], g: Pick<GameRow, 'home' | 'away'>): boolean =>
  teams[g.home]?.userId != null || teams[g.away]?.userId != null;

/** When the scheduler should next look at this game: its time, or for a human's game the end of his grace. */
export function wakeTime(teams: TeamRow[], g: GameRow): number {
  return g.startsAt.getTime() + (isHumanGame(teams, g) ? GRACE_MS : 0);
}

export function chooseGames(pending: GameRow[], teams: TeamRow[], mode: RunMode, now: Date): GameRow[] {
  const blocked = new Set<number>();
  const chosen: GameRow[] = [];
  const dueForScheduler = (g: GameRow) => wakeTime(teams, g) <= now.getTime();
  for (const g of pending) {
    if (blocked.has(g.home) || blocked.has(g.away) || g.status !== 'scheduled') {
      blocked.add(g.home).add(g.away);
      continue;
    }
    let play: boolean;
    switch (mode.kind) {
      case 'due':
        play = dueForScheduler(g);
        break;
      case 'upTo':
        play = g.num < mode.num ? !isHumanGame(teams, g) || dueForScheduler(g) : g.num === mode.num && mode.includeTarget;
        break;
      case 'before':
        play = g.num < mode.num;
        break;
      case 'days':
        play = g.day < mode.untilDay;
        break;
      case 'end':
        play = true;
        break;
    }
    if (play) chosen.push(g);
    else blocked.add(g.home).add(g.away);
  }
  return chosen;
}
