import type { BattingLine, GameState, PitchingLine, Roster, TeamGameState } from '../types';
import { inningsNotation } from './rates';

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

function battingRow(l: BattingLine, name: string, position: string): BoxBattingRow {
  return {
    cardId: l.cardId, name, position, pa: l.pa, ab: l.ab, r: l.r, h: l.h, d: l.d, t: l.t, hr: l.hr, rbi: l.rbi, bb: l.bb, ibb: l.ibb,
    so: l.so, hbp: l.hbp, sf: l.sf, sh: l.sh, sb: l.sb, cs: l.cs, gidp: l.gidp, interference: l.interference, e: l.e, lob: l.lob,
  };
}

function pitchingRow(l: PitchingLine, name: string): BoxPitchingRow {
  return {
    cardId: l.cardId, name, ip: ipText(l.outs), outs: l.outs, bf: l.bf, h: l.h, r: l.r, er: l.er, bb: l.bb, ibb: l.ibb, so: l.so,
    hr: l.hr, hbp: l.hbp, wp: l.wp, bk: l.bk, gs: l.gs, cg: l.cg, sho: l.sho, w: l.w, l: l.l, sv: l.sv, hld: l.hld,
  };
}

/**
 * Display names by card id (the first roster entry of an id wins), built once per roster: a box
 * score used to scan the whole roster for every line. Keyed weakly by the roster object, an
 * immutable input, so the cache cannot change a result and goes away with the roster.
 */
const NAMES = new WeakMap<Roster, Map<string, string>>();
function rosterNames(roster: Roster): Map<string, string> {
  let names = NAMES.get(roster);
  if (!names) {
    names = new Map();
    for (const p of roster.players) {
      const c = p.card;
      if (!names.has(c.cardId)) names.set(c.cardId, `${c.firstName} ${c.lastName}`.trim());
    }
    NAMES.set(roster, names);
  }
  return names;
}

/**
 * The substitute has been in the field: his team took the field after he came in (a half-inning heading with the
 * other team at bat follows his entry). Without recorded events the slot's position is all there is.
 */
function hasFielded(s: GameState, team: 0 | 1, id: string): boolean {
  if (s.events.length === 0) return true;
  const entered = s.events.findIndex((e) => (e.type === 'pinch hitter' || e.type === 'pinch runner') && e.player === id);
  if (entered < 0) return true;
  for (let k = entered + 1; k < s.events.length; k++) {
    const e = s.events[k]!;
    if (e.type === 'inning' && e.half !== team) return true;
  }
  return false;
}

/** Innings notation by outs (a box score writes one per pitcher; the strings are the same ones every game). */
const IP_TEXT: string[] = [];
const ipText = (outs: number): string => (outs >= 0 && outs < 200 && Number.isInteger(outs) ? (IP_TEXT[outs] ??= inningsNotation(outs)) : inningsNotation(outs));

/**
 * A substitute reads 'PH' or 'PR', then the position he took in the field ('PH-1B'); a player who left shows where
 * he played. The slot a pinch hitter fills keeps the replaced man's position until he takes the field: a pinch
 * hitter for the pitcher never pitches, and one whose team has not fielded since he came in has no position yet.
 */
function positionOf(s: GameState, i: 0 | 1, t: TeamGameState, id: string): string {
  let now: string | undefined;
  for (const x of t.order) if (x.cardId === id) { now = x.position; break; }
  const came = t.entered?.[id];
  const at = now ?? t.leftAt?.[id] ?? (t.pitchersUsed.includes(id) ? 'P' : '');
  if (!came) return at;
  if (!now || now === 'DH' || (now === 'P' && t.pitcherId !== id) || !hasFielded(s, i, id)) return came;
  return `${came}-${now}`;
}

function listed(rows: BoxBattingRow[], n: number, id: string): boolean {
  for (let k = 0; k < n; k++) if ((rows[k] as BoxBattingRow).cardId === id) return true;
  return false;
}

function team(s: GameState, i: 0 | 1): BoxTeam {
  const t: TeamGameState = s.teams[i];
  const roster = i === 0 ? s.setup.away : s.setup.home;
  const names = rosterNames(roster);
  const batting: BoxBattingRow[] = [];
  for (const id of t.battersOrderUsed) {
    const l = t.batting[id];
    if (!l || listed(batting, batting.length, id)) continue;
    batting.push(battingRow(l, names.get(id) ?? id, positionOf(s, i, t, id)));
  }
  // Lines of players never in the order (a pitcher charged with an error under the DH): usually none.
  const inOrder = batting.length;
  for (const id in t.batting) {
    const l = t.batting[id];
    if (l && !listed(batting, inOrder, id)) batting.push(battingRow(l, names.get(id) ?? id, positionOf(s, i, t, id)));
  }
  const pitching: BoxPitchingRow[] = [];
  for (const id of t.pitchersUsed) pitching.push(pitchingRow(t.pitching[id] as PitchingLine, names.get(id) ?? id));
  return { name: roster.name, lineScore: t.runsByInning.slice(), runs: s.score[i], hits: t.hits, errors: t.errors, lob: t.lob, batting, pitching };
}

/** Line score plus batting and pitching lines for both teams. */
export function boxScore(s: GameState): BoxScore {
  return { away: team(s, 0), home: team(s, 1), innings: s.inning, final: s.status === 'final', winner: s.winner };
}

/** Play-by-play text, one line per event, grouped by half-inning headers. */
export function playByPlay(s: GameState): string[] {
  return s.events.map((e) => (e.type === 'inning' || e.type === 'game over' ? `== ${e.text} ==` : `  ${e.text}`));
}
