// Test-only: small, realistic game views (1927 Yankees at 1975 Reds).
import type { BullpenPitcher, ControlState, GameBoxScore, GameControls, GamePlayer, GamePlay, GameTeamView, GameView, FieldPosition, H2HGameInfo } from '@bb/shared';

export function player(cardId: string, name: string, position: FieldPosition, extra: Partial<GamePlayer> = {}): GamePlayer {
  const [playerId = cardId, year = '1927'] = cardId.split('-');
  return {
    cardId, playerId, year: Number(year), name, bats: 'R', throws: 'R', primaryPosition: position, positions: [position],
    isPitcher: position === 'P', ...(position === 'P' ? { role: 'SP' as const } : {}), ...extra,
  };
}

const POSITIONS: FieldPosition[] = ['CF', '2B', 'RF', '1B', 'LF', '3B', 'SS', 'C', 'P'];

function team(side: 'away' | 'home', managedBy: 'user' | 'computer'): GameTeamView {
  const year = side === 'away' ? 1927 : 1975;
  const names = side === 'away'
    ? ['Earle Combs', 'Mark Koenig', 'Babe Ruth', 'Lou Gehrig', 'Bob Meusel', 'Joe Dugan', 'Tony Lazzeri', 'Pat Collins', 'Waite Hoyt']
    : ['Pete Rose', 'Joe Morgan', 'Ken Griffey', 'Tony Perez', 'George Foster', 'Johnny Bench', 'Dave Concepcion', 'Cesar Geronimo', 'Don Gullett'];
  const lineup = names.map((name, i) => ({ ...player(`${side}${i}-${year}`, name, POSITIONS[i]!), order: i + 1, position: POSITIONS[i]! }));
  const pitcher = lineup[8]!;
  const reliever = player(`${side}r1-${year}`, side === 'away' ? 'Wilcy Moore' : 'Rawly Eastwick', 'P', { role: 'CP' });
  const bullpen: BullpenPitcher[] = [
    { ...pitcher, battersFaced: 12, endurance: 27, fatigue: 0.44, pitching: true, used: true, available: false },
    { ...reliever, battersFaced: 0, endurance: 6, fatigue: 0, pitching: false, used: false, available: true },
  ];
  return {
    teamId: side === 'away' ? 'NYA' : 'CIN', year, name: `${year} ${side === 'away' ? 'New York Yankees' : 'Cincinnati Reds'}`, lgId: side === 'away' ? 'AL' : 'NL',
    managedBy, lineup, pitcher, bench: [player(`${side}b1-${year}`, side === 'away' ? 'Ben Paschal' : 'Ed Armbrister', 'LF')], bullpen,
    removed: [], runs: 0, hits: 0, errors: 0, lineScore: [0],
  };
}

export const ROLL: GamePlay = {
  index: 3, type: 'plate appearance', inning: 1, half: 'top', team: 'away', outsBefore: 0, outs: 0, outcome: '1B', direction: 'center',
  dice: { d6: 2, row: 7, d20: 13 }, reading: '1B', batter: { cardId: 'away0-1927', name: 'Earle Combs' }, pitcher: { cardId: 'home8-1975', name: 'Don Gullett' },
  runnersBefore: [null, null, null], runnersAfter: [{ cardId: 'away0-1927', name: 'Earle Combs' }, null, null], scored: [], runs: 0, score: { away: 0, home: 0 },
};

const yes: ControlState = { allowed: true };
const THEIR_TURN = 'The other team is at bat.';
/** The home user fielding with a runner on first: what a server would offer (the fielding side's actions). */
export function controls(over: Partial<GameControls> = {}): GameControls {
  const no = (reason = THEIR_TURN): ControlState => ({ allowed: false, reason });
  return {
    swingAway: yes, quickPlay: yes, undo: yes, exit: yes, replay: no('The game is not over.'),
    sacrificeBunt: no(), steal: no(), hitAndRun: no(), intentionalWalk: yes, infieldIn: no('Needs a runner on third.'),
    pinchHitter: no(), pinchRunner: no(), newPitcher: yes, defensiveSwitch: yes,
    baserunning: { allowed: true, scale: 5, value: 2 }, mode: { allowed: true, value: 0 },
    ...over,
  };
}

export function gameView(over: Partial<GameView> = {}): GameView {
  const away = team('away', 'computer');
  const home = team('home', 'user');
  return {
    id: '11111111-2222-4333-8444-555555555555', mode: 'exhibition', version: 1,
    seats: { away: { kind: 'computer', you: false }, home: { kind: 'user', username: 'ada', you: true } }, viewerSide: 'home', controls: controls(), status: 'live', exited: false, userSide: 'home', dayNight: 'day', dh: false,
    away, home, inning: 1, half: 'top', outs: 1, battingSide: 'away', score: { away: 0, home: 0 },
    bases: [away.lineup[0]!, null, null], batter: away.lineup[1]!, pitcher: home.pitcher, lastPlays: [ROLL], decisionCount: 1,
    awaitingUser: true, winner: null, summary: null, createdAt: '2026-11-22T06:00:00.000Z', updatedAt: '2026-11-22T06:05:00.000Z',
    ...over,
  };
}

export function boxScore(): GameBoxScore {
  const line = (cardId: string, name: string, position: string) => ({ cardId, name, position, ab: 4, r: 1, h: 2, d: 1, t: 0, hr: 1, rbi: 2, bb: 0, so: 1, sb: 0 });
  const pitch = (cardId: string, name: string, decision: '' | 'W' | 'L' | 'S') => ({ cardId, name, ip: '9.0', h: 7, r: 3, er: 3, bb: 2, so: 6, hr: 1, decision });
  return {
    away: { name: '1927 New York Yankees', lineScore: [1, 0, 0, 2, 0, 0, 0, 0, 0], runs: 3, hits: 8, errors: 1, lob: 5, batting: [line('ruthba01-1927', 'Babe Ruth', 'RF')], pitching: [pitch('hoytwa01-1927', 'Waite Hoyt', 'L')] },
    home: { name: '1975 Cincinnati Reds', lineScore: [0, 2, 0, 0, 0, 3, 0, 0], runs: 5, hits: 9, errors: 0, lob: 6, batting: [line('benchjo01-1975', 'Johnny Bench', 'C')], pitching: [pitch('gulledo01-1975', 'Don Gullett', 'W')] },
    innings: 9, final: true, winner: 'home',
  };
}

/** Head to head: ada (the signed-in test user, id 7, the owner) bats away; bob fields at home; the clock is on ada. */
export function headToHead(over: Partial<H2HGameInfo> = {}): H2HGameInfo {
  return {
    ownerUserId: 7, isOwner: true, phase: 'playing', invitation: null,
    players: { away: { userId: 7, username: 'ada', connected: true, joined: true }, home: { userId: 8, username: 'bob', connected: true, joined: true } },
    takenOver: { away: null, home: null }, canRejoin: false,
    clock: { side: 'away', deadline: '2026-11-22T06:09:00.000Z', serverNow: '2026-11-22T06:05:00.000Z', seconds: 240 },
    reconnecting: [], spectatorsAllowed: true, spectators: 0, watching: [], blocked: [], spectating: false,
    ...over,
  };
}

/** The same game as a head-to-head one, seen by ada (away, at bat). */
export function headToHeadView(over: Partial<GameView> = {}): GameView {
  return gameView({
    mode: 'head-to-head', viewerSide: 'away', userSide: 'away',
    seats: { away: { kind: 'user', username: 'ada', you: true }, home: { kind: 'user', username: 'bob', you: false } },
    controls: controls({ quickPlay: { allowed: false, reason: 'Quick play needs a computer opponent.' }, undo: { allowed: false, reason: 'Not in this mode.' } }),
    ...over,
  });
}
