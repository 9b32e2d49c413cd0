/** The bracket as the summary page draws it: stages → groups → rounds → series, teams as team indices. */
import {
  TOURNAMENT_FORMAT_LABELS,
  type TournamentBracket,
  type TournamentGroupView,
  type TournamentMatchStatus,
  type TournamentMatchView,
  type TournamentRoundView,
  type TournamentStageView,
} from '@bb/contract';
import type { Database, Group, Match, Round, Stage } from 'brackets-model';
import { isBye, participantTeams, seriesScore, STATUS, tablesOf, teamOf, winnerSide, type TournamentBracketDoc } from './model';
import { poolStandings } from './seeding';

const STATUS_NAMES: Record<number, TournamentMatchStatus> = {
  [STATUS.locked]: 'locked',
  [STATUS.waiting]: 'waiting',
  [STATUS.ready]: 'ready',
  [STATUS.running]: 'running',
  [STATUS.completed]: 'completed',
  [STATUS.archived]: 'completed',
};

/** 'Final', 'Semifinals', 'Quarterfinals', then 'Round of 16', 'Round of 32'… counted back from the last round. */
export function eliminationRoundName(roundNumber: number, roundCount: number): string {
  const fromLast = roundCount - roundNumber;
  if (fromLast === 0) return 'Final';
  if (fromLast === 1) return 'Semifinals';
  if (fromLast === 2) return 'Quarterfinals';
  return `Round of ${2 ** (fromLast + 1)}`;
}

function groupName(stage: Stage, group: Group): string {
  if (stage.type === 'round_robin') return `Pool ${String.fromCharCode(64 + group.number)}`;
  if (stage.type === 'single_elimination') return '';
  return ['Winners bracket', 'Losers bracket', 'Grand final'][group.number - 1] ?? '';
}

function roundName(stage: Stage, group: Group, round: Round, roundCount: number): string {
  if (stage.type === 'round_robin') return `Matchday ${round.number}`;
  if (stage.type === 'double_elimination' && group.number === 2) return `Losers round ${round.number}`;
  if (stage.type === 'double_elimination' && group.number === 3) return round.number === 1 ? 'Grand final' : 'Grand final reset';
  return eliminationRoundName(round.number, roundCount);
}

// A one-stage bracket is named by its format (the tournament's name is already the page's title).
function stageName(doc: TournamentBracketDoc, stage: Stage): string {
  if (doc.format !== 'round-robin') return TOURNAMENT_FORMAT_LABELS[doc.format];
  return stage.type === 'round_robin' ? 'Pool play' : 'Knockout';
}

function matchView(doc: TournamentBracketDoc, teams: Map<number, number>, match: Match): TournamentMatchView {
  const [topWins, bottomWins] = seriesScore(match);
  const top = teamOf(teams, match.opponent1);
  const bottom = teamOf(teams, match.opponent2);
  const side = winnerSide(match);
  const bye = isBye(match);
  // A bye whose team is known has gone through: show it as done rather than brackets-manager's 'locked'.
  const byeThrough = bye && (top ?? bottom) !== null;
  return {
    id: Number(match.id),
    number: match.number,
    top,
    bottom,
    topWins,
    bottomWins,
    winner: byeThrough ? (top ?? bottom) : side === 1 ? top : side === 2 ? bottom : null,
    status: byeThrough ? 'completed' : (STATUS_NAMES[match.status] ?? 'locked'),
    bye,
    bestOf: doc.seriesLength,
  };
}

function groupView(doc: TournamentBracketDoc, data: Database, teams: Map<number, number>, stage: Stage, group: Group): TournamentGroupView {
  const rounds = data.round.filter((r) => r.group_id === group.id).sort((a, b) => a.number - b.number);
  const roundViews: TournamentRoundView[] = rounds.map((round) => ({
    name: roundName(stage, group, round, rounds.length),
    matches: data.match
      .filter((m) => m.round_id === round.id)
      .sort((a, b) => a.number - b.number)
      .map((m) => matchView(doc, teams, m)),
  }));
  const ranks = new Map(doc.seeds.map((team, i) => [team, i]));
  const standings =
    stage.type === 'round_robin'
      ? poolStandings(data, Number(group.id), ranks).map(({ team, wins, losses, gameWins, gameLosses }) => ({ team, wins, losses, gameWins, gameLosses }))
      : null;
  return { name: groupName(stage, group), rounds: roundViews, standings };
}

export function bracketView(doc: TournamentBracketDoc | null): TournamentBracket {
  if (!doc) return { stages: [], champion: null };
  const data = tablesOf(doc);
  const teams = participantTeams(data);
  const stages: TournamentStageView[] = [...data.stage]
    .sort((a, b) => a.number - b.number)
    .map((stage) => ({
      name: stageName(doc, stage),
      type: stage.type,
      groups: data.group
        .filter((g) => g.stage_id === stage.id)
        .sort((a, b) => a.number - b.number)
        .map((group) => groupView(doc, data, teams, stage, group)),
    }));
  return { stages, champion: doc.champion };
}

/** Every series' round name, with its pool or bracket where there are several ('Pool B, Matchday 2', 'Losers round 3'). */
export function seriesRoundNames(doc: TournamentBracketDoc): Map<number, string> {
  const names = new Map<number, string>();
  for (const stage of bracketView(doc).stages) {
    for (const group of stage.groups) {
      // Losers and grand-final rounds say where they are; pools and the winners bracket need their name in front.
      const prefix = group.name && (stage.type === 'round_robin' || group.name === 'Winners bracket') ? `${group.name}, ` : '';
      for (const round of group.rounds) {
        for (const match of round.matches) names.set(match.id, `${prefix}${round.name}`);
      }
    }
  }
  return names;
}
