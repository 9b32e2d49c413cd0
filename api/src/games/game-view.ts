import { boxScore, fatigueLimit, type GameState, type PlayEvent, type PlayerCard, type Roster } from '@bb/engine';
import type {
  BullpenPitcher, GameBoxScore, GameBoxTeam, GamePlay, GamePlayer, GameTeamView, GameView, FieldPosition,
} from '@bb/shared/src/contract/gameplay-api';
import type { GameRecord } from './game-service';

/** How the game screens show a player (no ratings: the player modal fetches those). */
export function gamePlayer(card: PlayerCard): GamePlayer {
  return {
    cardId: card.cardId,
    playerId: card.playerID,
    year: card.yearID,
    name: `${card.firstName} ${card.lastName}`.trim(),
    bats: card.bats,
    throws: card.throws,
    primaryPosition: card.primaryPosition,
    positions: card.positions as FieldPosition[],
    isPitcher: card.primaryPosition === 'P',
    ...(card.pitching ? { role: card.pitching.role } : {}),
  };
}

// Rosters are immutable for a game's life (the cache keeps the same objects), so their index is kept too.
const indexes = new WeakMap<Roster, Map<string, PlayerCard>>();
function cardIndex(roster: Roster): Map<string, PlayerCard> {
  let index = indexes.get(roster);
  if (!index) indexes.set(roster, (index = new Map(roster.players.map((p) => [p.card.cardId, p.card]))));
  return index;
}

function teamView(record: GameRecord, state: GameState, i: 0 | 1): GameTeamView {
  const roster = i === 0 ? state.setup.away : state.setup.home;
  const cards = cardIndex(roster);
  const t = state.teams[i];
  const ref = (id: string) => {
    const card = cards.get(id);
    return card ? gamePlayer(card) : null;
  };
  const inGame = new Set([...t.order.map((s) => s.cardId), t.pitcherId]);
  const removed = new Set(t.removed);
  const usable = roster.players.filter((p) => p.available !== false && !removed.has(p.card.cardId) && !inGame.has(p.card.cardId));
  const bullpen: BullpenPitcher[] = roster.players
    .filter((p) => p.card.pitching && p.available !== false)
    .map((p) => {
      const id = p.card.cardId;
      const endurance = fatigueLimit(p.card, t.pitchersUsed[0] === id);
      const faced = id === t.pitcherId ? t.pitcherBf : (t.pitching[id]?.bf ?? 0);
      return {
        ...gamePlayer(p.card),
        battersFaced: faced,
        endurance,
        fatigue: Math.round((faced / Math.max(1, endurance)) * 100) / 100,
        pitching: id === t.pitcherId,
        used: t.pitchersUsed.includes(id),
        available: id !== t.pitcherId && !removed.has(id) && !t.pitchersUsed.includes(id),
      };
    });
  const roleRank = { CP: 0, RP: 1, SP: 2 } as const;
  bullpen.sort((a, b) => Number(b.pitching) - Number(a.pitching) || Number(b.available) - Number(a.available) || roleRank[a.role ?? 'SP'] - roleRank[b.role ?? 'SP'] || a.name.localeCompare(b.name));
  const side = i === 0 ? 'away' : 'home';
  return {
    teamId: i === 0 ? record.awayTeamId : record.homeTeamId,
    year: i === 0 ? record.awayYear : record.homeYear,
    name: roster.name,
    lgId: roster.lgKey.split('-')[1] ?? '',
    managedBy: record.userSide === side ? 'user' : 'computer',
    lineup: t.order.flatMap((spot, n) => {
      const card = cards.get(spot.cardId);
      return card ? [{ ...gamePlayer(card), order: n + 1, position: spot.position as FieldPosition }] : [];
    }),
    pitcher: ref(t.pitcherId),
    bench: usable.filter((p) => p.card.primaryPosition !== 'P').map((p) => gamePlayer(p.card)),
    bullpen,
    removed: [...t.removed],
    runs: state.score[i],
    hits: t.hits,
    errors: t.errors,
    lineScore: [...t.runsByInning],
  };
}

export function gamePlay(event: PlayEvent, index: number): GamePlay {
  return {
    index,
    type: event.type,
    inning: event.inning,
    half: event.half === 0 ? 'top' : 'bottom',
    outs: event.outs,
    text: event.text,
    ...(event.dice ? { dice: { ...event.dice } } : {}),
    ...(event.reading ? { reading: event.reading } : {}),
    ...(event.batter ? { batter: event.batter } : {}),
    ...(event.pitcher ? { pitcher: event.pitcher } : {}),
    ...(event.runs !== undefined ? { runs: event.runs } : {}),
    ...(event.score ? { score: { away: event.score[0], home: event.score[1] } } : {}),
  };
}

/** Every play of the game so far (All Plays tab, replay). */
export function gamePlays(state: GameState): GamePlay[] {
  return state.events.map(gamePlay);
}

const iso = (d: Date | string) => (d instanceof Date ? d.toISOString() : new Date(d).toISOString());

/** The whole screen state of a game; `newEvents` are the plays the last decision produced. */
export function gameView(record: GameRecord, state: GameState, newEvents: PlayEvent[] = []): GameView {
  const away = teamView(record, state, 0);
  const home = teamView(record, state, 1);
  const batting = state.teams[state.half];
  const fielding = state.teams[state.half === 0 ? 1 : 0];
  const battingRoster = state.half === 0 ? state.setup.away : state.setup.home;
  const fieldingRoster = state.half === 0 ? state.setup.home : state.setup.away;
  const live = state.status !== 'final';
  const card = (roster: Roster, id: string | undefined) => {
    const c = id ? cardIndex(roster).get(id) : undefined;
    return c ? gamePlayer(c) : null;
  };
  const first = state.events.length - newEvents.length;
  return {
    id: record.id,
    mode: record.mode,
    status: state.status === 'final' ? 'final' : record.status,
    exited: record.exited,
    userSide: record.userSide,
    dayNight: record.options.dayNight,
    dh: state.teams[1].dh,
    away,
    home,
    inning: state.inning,
    half: state.half === 0 ? 'top' : 'bottom',
    outs: state.outs,
    battingSide: state.half === 0 ? 'away' : 'home',
    score: { away: state.score[0], home: state.score[1] },
    bases: [0, 1, 2].map((b) => card(battingRoster, state.bases[b]?.cardId)) as GameView['bases'],
    batter: live ? card(battingRoster, batting.order[batting.batterIndex]?.cardId) : null,
    pitcher: live ? card(fieldingRoster, fielding.pitcherId) : null,
    lastPlays: newEvents.map((e, n) => gamePlay(e, first + n)),
    decisionCount: state.decisions.length,
    awaitingUser: live && record.userSide !== 'none' && !record.exited,
    winner: state.winner === null ? null : state.winner === 0 ? 'away' : 'home',
    summary: record.summary,
    createdAt: iso(record.createdAt),
    updatedAt: iso(record.updatedAt),
  };
}

function boxTeam(team: ReturnType<typeof boxScore>['away']): GameBoxTeam {
  return {
    name: team.name,
    lineScore: team.lineScore,
    runs: team.runs,
    hits: team.hits,
    errors: team.errors,
    lob: team.lob,
    batting: team.batting.map((l) => ({ cardId: l.cardId, name: l.name, position: l.position, ab: l.ab, r: l.r, h: l.h, d: l.d, t: l.t, hr: l.hr, rbi: l.rbi, bb: l.bb, so: l.so, sb: l.sb })),
    pitching: team.pitching.map((l) => ({
      cardId: l.cardId, name: l.name, ip: l.ip, h: l.h, r: l.r, er: l.er, bb: l.bb, so: l.so, hr: l.hr,
      decision: l.w ? 'W' : l.l ? 'L' : l.sv ? 'S' : '',
    })),
  };
}

export function gameBoxScore(state: GameState): GameBoxScore {
  const box = boxScore(state);
  return { away: boxTeam(box.away), home: boxTeam(box.home), innings: box.innings, final: box.final, winner: box.winner === null ? null : box.winner === 0 ? 'away' : 'home' };
}
