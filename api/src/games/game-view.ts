import { boxScore, fatigueLimit, type GameState, type PlayEvent, type PlayerCard, type Roster } from '@bb/engine';
import type {
  BullpenPitcher, GameBoxScore, GameBoxTeam, GamePlay, GamePlayer, GameTeamView, GameView, FieldPosition, PlayPlayer,
} from '@bb/contract';
import { controlsFor } from './controls';
import type { GameRecord } from './game-store';
import { seatView, viewerSide, type GameActor } from './seats';

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
    managedBy: record.seats[side].kind === 'computer' ? 'computer' : 'user',
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

type Names = (cardId: string) => PlayPlayer;

function namesOf(state: GameState): Names {
  const away = cardIndex(state.setup.away), home = cardIndex(state.setup.home);
  return (cardId) => {
    const card = home.get(cardId) ?? away.get(cardId);
    return { cardId, name: card ? `${card.firstName} ${card.lastName}`.trim() : cardId };
  };
}

const runners = (ids: ReadonlyArray<string | null> | undefined, names: Names) =>
  ids ? (ids.map((id) => (id ? names(id) : null)) as NonNullable<GamePlay['runnersBefore']>) : undefined;

/** The engine's structured event with names resolved; no display text (the client words it through i18n). */
export function gamePlay(event: PlayEvent, index: number, names: Names): GamePlay {
  const e = event;
  const pick = <T>(value: T | undefined, make: (v: T) => object) => (value === undefined || value === null ? {} : make(value));
  return {
    index,
    type: event.type as GamePlay['type'],
    inning: event.inning,
    half: event.half === 0 ? 'top' : 'bottom',
    outsBefore: e.outsBefore ?? event.outs,
    outs: event.outs,
    ...pick(e.team, (t) => ({ team: t === 0 ? 'away' : 'home' })),
    ...pick(event.batter, (id) => ({ batter: names(id) })),
    ...pick(event.pitcher, (id) => ({ pitcher: names(id) })),
    ...pick(e.player, (id) => ({ player: names(id) })),
    ...pick(e.replaced, (id) => ({ replaced: names(id) })),
    ...pick(e.position, (position) => ({ position })),
    ...pick(e.outcome, (outcome) => ({ outcome })),
    ...pick(e.play, (play) => ({ play })),
    ...pick(e.direction, (direction) => ({ direction })),
    ...pick(e.fielders, (fielders) => ({ fielders: [...fielders] })),
    ...pick(e.runnersBefore, (ids) => ({ runnersBefore: runners(ids, names) })),
    ...pick(e.runnersAfter, (ids) => ({ runnersAfter: runners(ids, names) })),
    ...pick(e.scored, (ids) => ({ scored: ids.map(names) })),
    ...pick(event.runs, (runs) => ({ runs })),
    ...pick(event.score, (score) => ({ score: { away: score[0], home: score[1] } })),
    ...pick(event.dice, (dice) => ({ dice: { ...dice } })),
    ...pick(event.reading, (reading) => ({ reading })),
    ...pick(e.setting, (setting) => ({ setting })),
  } as GamePlay;
}

/** Every play of the game from `from` on (All Plays tab, replay, a stream catching up). */
export function gamePlays(state: GameState, from = 0): GamePlay[] {
  const names = namesOf(state);
  const out: GamePlay[] = [];
  for (let i = Math.max(0, from); i < state.events.length; i++) out.push(gamePlay(state.events[i]!, i, names));
  return out;
}

const iso = (d: Date | string) => (d instanceof Date ? d.toISOString() : new Date(d).toISOString());

/** Who is looking: the actor (controls and seats are his) and the seat users' names. */
export interface Viewer {
  actor: GameActor;
  usernames: ReadonlyMap<number, string>;
}

/** The whole screen state of a game as one viewer sees it; `newEvents` are the plays the last decision produced. */
export function gameView(record: GameRecord, state: GameState, viewer: Viewer, newEvents: PlayEvent[] = []): GameView {
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
  const names = namesOf(state);
  const mySide = viewerSide(record, viewer.actor);
  const controls = controlsFor(record, state, viewer.actor);
  return {
    id: record.id,
    mode: record.mode,
    version: record.revision,
    seats: {
      away: seatView(record.seats.away, mySide === 'away', viewer.usernames),
      home: seatView(record.seats.home, mySide === 'home', viewer.usernames),
    },
    viewerSide: mySide,
    controls,
    status: state.status === 'final' ? 'final' : record.status,
    exited: record.exited,
    userSide: record.userSide,
    dayNight: record.options.dayNight,
    league: record.options.league ?? null,
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
    lastPlays: newEvents.map((e, n) => gamePlay(e, first + n, names)),
    decisionCount: state.decisions.length,
    // The header's disabled logo: the game waits for this viewer's roll.
    awaitingUser: live && controls.swingAway.allowed,
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
