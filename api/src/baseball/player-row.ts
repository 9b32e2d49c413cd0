import { battingRates, ipFromOuts, lahmanCounts, pitchingRates, type PlayerCard, type Position } from '@bb/engine';

/** Season batting or pitching totals summed over stints (Lahman column names). */
export type Line = Record<string, number | null>;

const n = (line: Line | undefined, key: string): number => Number(line?.[key] ?? 0) || 0;

const POSITION_FIELDS: Array<[Position, string]> = [
  ['C', 'catcher'],
  ['1B', 'firstBase'],
  ['2B', 'secondBase'],
  ['3B', 'thirdBase'],
  ['SS', 'shortstop'],
  ['LF', 'leftField'],
  ['CF', 'centerField'],
  ['RF', 'rightField'],
];

/**
 * The player row for one season: raw rates (the browser's shared
 * formatters apply the display rules), counting stats and the card's ratings.
 * WAR is not in the Lahman tables, so it is null.
 */
export function playerRow(card: PlayerCard, batting: Line | undefined, pitching: Line | undefined) {
  const bat = lahmanCounts(batting);
  const pitch = lahmanCounts(pitching);
  const hitting = battingRates(bat);
  const allowed = pitchingRates(pitch);
  const pr = card.pitching?.ratings;
  const br = card.batting.ratings;
  const positions = Object.fromEntries(
    POSITION_FIELDS.map(([pos, field]) => {
      const rating = card.fielding[pos];
      return [field, rating ? { range: rating.range, error: rating.error, arm: rating.arm ?? null } : null];
    }),
  );
  return {
    cardId: card.cardId,
    playerId: card.playerID,
    year: card.yearID,
    firstName: card.firstName,
    lastName: card.lastName,
    bats: card.bats,
    throws: card.throws,
    primaryPosition: card.primaryPosition,
    positions: card.positions,
    balance: br.balance,
    running: br.running,
    stealing: br.stealing,
    bunting: br.bunting,
    hitAndRun: br.hitAndRun,
    contact: br.contact,
    power: br.power,
    fielding: card.fielding[card.primaryPosition] ?? null,
    ...positions,
    // Batting
    games: card.games,
    atBats: bat.ab,
    runs: n(batting, 'R'),
    hits: bat.h,
    doubles: n(batting, '2B'),
    triples: n(batting, '3B'),
    homeruns: n(batting, 'HR'),
    rbis: n(batting, 'RBI'),
    walks: bat.bb,
    strikeouts: n(batting, 'SO'),
    stolenBases: n(batting, 'SB'),
    caughtStealing: n(batting, 'CS'),
    batAvg: hitting.avg,
    onBasePct: hitting.obp,
    slugPct: hitting.slg,
    ops: hitting.ops,
    war: null,
    // Pitching
    wins: n(pitching, 'W'),
    losses: n(pitching, 'L'),
    gamesStarted: n(pitching, 'GS'),
    saves: n(pitching, 'SV'),
    innings: ipFromOuts(pitch.outs),
    hitsAllowed: n(pitching, 'H'),
    earnedRuns: n(pitching, 'ER'),
    homerunsAllowed: n(pitching, 'HR'),
    walksAllowed: n(pitching, 'BB'),
    strikeoutsPitched: n(pitching, 'SO'),
    era: allowed.era,
    whip: allowed.whip,
    hitsPer9: allowed.h9,
    walksPer9: allowed.bb9,
    homerunsPer9: allowed.hr9,
    strikeoutsPer9: allowed.so9,
    // Pitcher ratings (0 for position players; the UI shows a dash for 0)
    role: card.pitching?.role ?? null,
    starter: pr?.starter ?? 0,
    reliever: pr?.reliever ?? 0,
    closer: pr?.closer ?? 0,
    endurance: pr?.endurance ?? 0,
    pressure: pr?.pressure ?? 0,
    holdRunner: pr?.holdRunner ?? 0,
    balk: pr?.balk ?? 0,
    wildPitch: pr?.wildPitch ?? 0,
    durability: pr?.durability ?? 0,
  };
}

export type PlayerRow = ReturnType<typeof playerRow>;
