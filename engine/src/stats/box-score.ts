import type { BattingLine, GameState, PitchingLine, PlayerCard, TeamGameState } from '../types';
import { formatInnings } from './lines';

export interface BoxBattingRow extends BattingLine { name: string; position: string }
export interface BoxPitchingRow extends PitchingLine { name: string; ip: string }
export interface BoxTeam {
  name: string;
  lineScore: number[];
  runs: number; hits: number; errors: number; lob: number;
  batting: BoxBattingRow[];
  pitching: BoxPitchingRow[];
}
export interface BoxScore { away: BoxTeam; home: BoxTeam; innings: number; final: boolean; winner: 0 | 1 | null }

function cardsOf(s: GameState, t: TeamGameState): Map<string, PlayerCard> {
  return new Map((t.side === 0 ? s.setup.away : s.setup.home).players.map((p) => [p.card.cardId, p.card]));
}

function team(s: GameState, i: 0 | 1): BoxTeam {
  const t = s.teams[i];
  const cards = cardsOf(s, t);
  const name = (id: string) => { const c = cards.get(id); return c ? `${c.firstName} ${c.lastName}`.trim() : id; };
  const posOf = (id: string) => t.order.find((x) => x.cardId === id)?.position ?? (t.removed.includes(id) ? 'sub' : '');
  const seen = new Set<string>();
  const batting: BoxBattingRow[] = [];
  for (const id of t.battersOrderUsed) {
    if (seen.has(id)) continue;
    seen.add(id);
    const l = t.batting[id];
    if (l) batting.push({ ...l, name: name(id), position: posOf(id) });
  }
  for (const [id, l] of Object.entries(t.batting)) if (!seen.has(id)) batting.push({ ...l, name: name(id), position: posOf(id) });
  const pitching = t.pitchersUsed.map((id) => {
    const l = t.pitching[id] as PitchingLine;
    return { ...l, name: name(id), ip: formatInnings(l.outs) };
  });
  return { name: (i === 0 ? s.setup.away : s.setup.home).name, lineScore: t.runsByInning.slice(), runs: s.score[i], hits: t.hits, errors: t.errors, lob: t.lob, batting, pitching };
}

/** Line score plus batting and pitching lines for both teams. */
export function boxScore(s: GameState): BoxScore {
  return { away: team(s, 0), home: team(s, 1), innings: s.inning, final: s.status === 'final', winner: s.winner };
}

/** Play-by-play text, one line per event, grouped by half-inning headers. */
export function playByPlay(s: GameState): string[] {
  return s.events.map((e) => (e.type === 'inning' || e.type === 'game over' ? `== ${e.text} ==` : `  ${e.text}`));
}
