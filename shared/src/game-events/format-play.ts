import type { BaserunningScale, FieldPosition, GamePlay, PlayPlayer } from '@bb/contract';
import { BASERUNNING_LABELS, MODE_LABELS } from '@bb/contract';
import { getLanguage } from '../i18n/i18n';
import { gameEventMessages } from './game-events-messages';

/** The two teams as the game names them ('1927 New York Yankees'); lines use the nickname ('Yankees'). */
export interface PlayTeams {
  away: string;
  home: string;
}

type T = (typeof gameEventMessages)['t'];

const SUFFIXES = /^(jr\.?|sr\.?|ii|iii|iv)$/i;
/** Nicknames of two words; every other club is known by its last word. */
const TWO_WORD_NICKNAMES = /^(red|white|blue|gray|grey|black|brown) (sox|jays|stockings|yankees|barons|crackers)$|^(elite|american|royal|lincoln|bacharach) giants$/i;

/** 'Babe Ruth' → 'Ruth'; 'Ken Griffey Jr.' → 'Griffey Jr.'. */
export function lastName(name: string): string {
  const words = name.trim().split(/\s+/);
  if (words.length < 2) return name.trim();
  const last = words[words.length - 1]!;
  return SUFFIXES.test(last) && words.length > 2 ? `${words[words.length - 2]} ${last}` : last;
}

/** '1927 New York Yankees' → 'Yankees'; '1975 Boston Red Sox' → 'Red Sox'. */
export function teamNickname(name: string): string {
  const words = name.trim().replace(/^\d{4}\s+/, '').split(/\s+/);
  const two = words.slice(-2).join(' ');
  if (words.length >= 2 && TWO_WORD_NICKNAMES.test(two)) return two;
  return words[words.length - 1] ?? name;
}

const BASE_KEYS = ['first', 'second', 'third', 'home'] as const;

function names(players: PlayPlayer[], t: T): string {
  const last = players.map((p) => lastName(p.name));
  if (last.length <= 1) return last[0] ?? '';
  return `${last.slice(0, -1).join(', ')}${t('and')}${last[last.length - 1]}`;
}

function direction(play: GamePlay, t: T): string {
  return play.direction ? t('dir', { direction: t(`directions.${play.direction}`) }) : '';
}

/** Who fielded it: ' to short' for one fielder, ', short to first' for a relay; nothing when the play names none. */
function fielded(list: FieldPosition[] | undefined, t: T): string {
  if (!list || list.length === 0) return '';
  if (list.length === 1) return t('fielded.one', { position: t(`fieldTo.${list[0]!}`) });
  return t('fielded.chain', { list: list.map((p) => t(`fieldChain.${p}`)).join(t('fielded.join')) });
}

/** Where a caught ball went: the fielder who caught it, else the direction the dice read. */
function caughtBy(play: GamePlay, t: T): string {
  const first = play.fielders?.[0];
  return first ? t('fielded.one', { position: t(`fieldTo.${first}`) }) : direction(play, t);
}

const byFielder = (position: FieldPosition | undefined, t: T): string => (position ? t('by', { fielder: t(`fielder.${position}`) }) : '');

/**
 * What the plate appearance became, in the words of the scorebook: the engine names the play where it differs from
 * the card result ('double play', 'line drive double play', 'pop out'...); older logs and tests use scorebook codes.
 */
function outcomeKey(play: GamePlay): keyof typeof PA_KEYS {
  const became = (play.play ?? '').toUpperCase();
  if (/LINE DRIVE DOUBLE PLAY/.test(became)) return 'LDP';
  if (became === 'DP' || became === 'GIDP' || /DOUBLE PLAY/.test(became)) return 'DP';
  if (became === 'TP' || /TRIPLE PLAY/.test(became)) return 'TP';
  if (became === 'SF' || /SACRIFICE FLY/.test(became)) return 'SF';
  if (became === 'FC' || /FIELDER/.test(became)) return 'FC';
  if (became === 'E' || /ERROR/.test(became)) return 'E';
  if (/THROWN OUT ADVANCING/.test(became)) return 'thrownOut';
  if (/STRIKE EM OUT/.test(became)) return 'strikeThrow';
  if (became === 'POP OUT') return 'PO';
  if (became === 'INFIELD SINGLE') return '1B';
  const outcome = (play.outcome ?? play.reading ?? '').toUpperCase();
  if (outcome in PA_KEYS) return outcome as keyof typeof PA_KEYS;
  if (/^E\d?$|^ERROR/.test(outcome)) return 'E';
  return 'other';
}
const PA_KEYS = {
  HR: 1, '3B': 1, '2B': 1, '1B': 1, BB: 1, HBP: 1, SO: 1, GB: 1, FB: 1, PO: 1, DP: 1, LDP: 1, TP: 1, SF: 1, E: 1, FC: 1, thrownOut: 1, strikeThrow: 1, other: 1,
} as const;

/** Who moved: the runner named by the play, else the one whose base changed between before and after. */
function movedRunner(play: GamePlay): { runner: PlayPlayer | null; from: number | null; to: number | null } {
  const before = play.runnersBefore ?? [null, null, null];
  const after = play.runnersAfter ?? [null, null, null];
  const find = (list: readonly (PlayPlayer | null)[], id: string) => list.findIndex((r) => r?.cardId === id);
  const candidates = play.player ? [play.player] : before.filter((r): r is PlayPlayer => r !== null);
  // The lead runner moves first: look from third base down.
  for (const runner of [...candidates].reverse()) {
    const from = find(before, runner.cardId);
    const to = play.scored?.some((s) => s.cardId === runner.cardId) ? 3 : find(after, runner.cardId);
    if (play.player || to !== from) return { runner, from: from < 0 ? null : from, to: to < 0 ? null : to };
  }
  return { runner: play.player ?? null, from: null, to: null };
}

function teamName(play: GamePlay, teams: PlayTeams, t: T): string {
  return play.team ? teamNickname(teams[play.team]) : t('theTeam');
}

function ordinal(n: number, t: T): string {
  let rule: 'one' | 'two' | 'few' | 'other' = 'other';
  try {
    rule = new Intl.PluralRules(getLanguage(), { type: 'ordinal' }).select(n) as typeof rule;
  } catch {
    /* no Intl: the plain form */
  }
  return t(`ordinal.${['one', 'two', 'few'].includes(rule) ? rule : 'other'}` as 'ordinal.other', { n });
}

function body(play: GamePlay, teams: PlayTeams, t: T): string {
  const batter = play.batter ? lastName(play.batter.name) : t('someone');
  const pitcher = play.pitcher ? lastName(play.pitcher.name) : '';
  const player = play.player ? lastName(play.player.name) : '';
  const replaced = play.replaced ? lastName(play.replaced.name) : '';
  const by = byFielder(play.fielders?.[0], t);
  const position = play.position ? t(`position.${play.position}`) : '';
  switch (play.type) {
    case 'plate appearance': {
      const key = outcomeKey(play);
      // The runner a double play on the bases put out: at third for a throw home, at first for strike 'em out, throw 'em out.
      const out = play.runnersBefore?.[key === 'thrownOut' ? 2 : 0];
      const runner = out ? lastName(out.name) : t('somebody');
      return t(`pa.${key}`, { batter, dir: direction(play, t), to: caughtBy(play, t), fielders: fielded(play.fielders, t), by, runner });
    }
    case 'intentional walk':
      return t('intentionalWalk', { batter });
    case 'sacrifice bunt':
      return t('sacrificeBunt', { batter });
    case 'stolen base':
    case 'caught stealing':
    case 'pickoff': {
      const moved = movedRunner(play);
      const runner = moved.runner ? lastName(moved.runner.name) : t('somebody');
      const target = play.type === 'pickoff' ? moved.from : moved.to ?? (moved.from !== null ? moved.from + 1 : null);
      const base = t(`bases.${BASE_KEYS[Math.min(3, target ?? 1)]!}`);
      return t(play.type === 'stolen base' ? 'stolenBase' : play.type === 'pickoff' ? 'pickoff' : 'caughtStealing', { runner, base });
    }
    case 'new pitcher':
      return replaced ? t('newPitcher', { player, replaced }) : t('newPitcherAlone', { player });
    case 'pinch hitter':
      return replaced ? t('pinchHitter', { player, replaced }) : t('substitutionAlone', { player });
    case 'pinch runner':
      return replaced ? t('pinchRunner', { player, replaced }) : t('substitutionAlone', { player });
    case 'defensive switch':
      if (replaced && position) return t('substitutionAt', { player, replaced, position });
      return position ? t('defensiveSwitch', { player, position }) : t('substitutionAlone', { player });
    case 'substitution':
      if (!player) return t('unknown');
      if (!replaced) return t('substitutionAlone', { player });
      return position ? t('substitutionAt', { player, replaced, position }) : t('substitution', { player, replaced });
    case 'wild pitch':
      return pitcher ? t('wildPitch', { pitcher }) : t('wildPitchAlone');
    case 'passed ball':
      return t('passedBall');
    case 'balk':
      return pitcher ? t('balk', { pitcher }) : t('balkAlone');
    case 'error':
      return t('error', { by });
    case 'injury':
      return player ? t('injury', { player }) : t('unknown');
    case 'DH cancelled':
      return t('dhCancelled');
    case 'hit and run':
      return t('hitAndRun', { team: teamName(play, teams, t) });
    case 'infield in':
      return t('infieldIn', { team: teamName(play, teams, t) });
    case 'setting': {
      const team = teamName(play, teams, t);
      const running = play.setting?.baserunning;
      if (running) return t('baserunning', { team, label: BASERUNNING_LABELS[running.scale as BaserunningScale]?.[running.value] ?? String(running.value) });
      if (play.setting?.mode !== undefined) return t('mode', { team, label: MODE_LABELS[play.setting.mode] });
      return t('setting', { team });
    }
    case 'manager':
      return t(play.setting?.manager === 'human' ? 'managerHuman' : 'managerComputer', { team: teamName(play, teams, t) });
    case 'time up':
      return t('timeUp', { team: teamName(play, teams, t) });
    case 'inning':
      return t('inning', { half: t(play.half), ordinal: ordinal(play.inning, t) });
    case 'game over':
      return t('gameOver');
    case 'dice': {
      const d = play.dice ?? {};
      return t('dice', { dice: [d.d6, d.row, d.d20].filter((v) => v !== undefined).join(' ') });
    }
    default:
      return t('unknown');
  }
}

/** Runners who crossed the plate on this play, other than a batter who homered (his own line says so). */
function scorers(play: GamePlay): PlayPlayer[] {
  return (play.scored ?? []).filter((p) => !(play.type === 'plate appearance' && outcomeKey(play) === 'HR' && p.cardId === play.batter?.cardId));
}

/**
 * One play in plain baseball words: 'Ruth homers to right, Gehrig scores. Yankees 3, Reds 1'.
 * Pure: the translation function is the current language's unless given. Missing optional fields leave words out.
 */
export function formatPlay(play: GamePlay, teams: PlayTeams, t: T = gameEventMessages.t): string {
  let line = body(play, teams, t);
  const scored = scorers(play);
  if (scored.length > 0) line += `, ${t(scored.length === 1 ? 'scoresOne' : 'scoresMany', { names: names(scored, t) })}`;
  const scoring = (play.runs ?? 0) > 0 || play.type === 'game over';
  if (scoring && play.score) {
    line += `. ${t('score', { away: teamNickname(teams.away), awayRuns: play.score.away, home: teamNickname(teams.home), homeRuns: play.score.home })}`;
  }
  return line;
}
