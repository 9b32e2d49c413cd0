import { initI18n } from '../i18n';
import type { GamePlay, PlayPlayer } from '@bb/contract';
import { formatPlay, lastName, teamNickname } from './format-play';

const TEAMS = { away: '1927 New York Yankees', home: '1975 Cincinnati Reds' };
const p = (name: string): PlayPlayer => ({ cardId: name.toLowerCase().replace(/\W/g, ''), name });
const RUTH = p('Babe Ruth');
const GEHRIG = p('Lou Gehrig');
const COMBS = p('Earle Combs');
const play = (over: Partial<GamePlay>): GamePlay => ({ index: 1, type: 'plate appearance', inning: 1, half: 'top', team: 'away', outsBefore: 0, outs: 0, ...over });

beforeAll(() => initI18n('en'));

test('names: last names and nicknames', () => {
  expect(lastName('Babe Ruth')).toBe('Ruth');
  expect(lastName('Ken Griffey Jr.')).toBe('Griffey Jr.');
  expect(teamNickname('1927 New York Yankees')).toBe('Yankees');
  expect(teamNickname('1975 Boston Red Sox')).toBe('Red Sox');
});

test.each<[string, Partial<GamePlay>, string]>([
  ['home run with a runner', { batter: RUTH, outcome: 'HR', direction: 'right', scored: [GEHRIG, RUTH], runs: 2, score: { away: 3, home: 1 } }, 'Ruth homers to right, Gehrig scores. Yankees 3, Reds 1'],
  ['solo home run, no direction', { batter: RUTH, outcome: 'HR', scored: [RUTH], runs: 1, score: { away: 1, home: 0 } }, 'Ruth homers. Yankees 1, Reds 0'],
  ['single', { batter: COMBS, outcome: '1B', direction: 'center' }, 'Combs singles to center'],
  ['double scoring two', { batter: GEHRIG, outcome: '2B', direction: 'left', scored: [COMBS, RUTH], runs: 2, score: { away: 2, home: 0 } }, 'Gehrig doubles to left, Combs and Ruth score. Yankees 2, Reds 0'],
  ['triple', { batter: GEHRIG, outcome: '3B' }, 'Gehrig triples'],
  ['walk', { batter: RUTH, outcome: 'BB' }, 'Ruth walks'],
  ['hit by pitch', { batter: RUTH, outcome: 'HBP' }, 'Ruth is hit by a pitch'],
  ['strikeout', { batter: RUTH, outcome: 'SO', outs: 1 }, 'Ruth strikes out'],
  ['ground out', { batter: GEHRIG, outcome: 'GB', fielders: ['2B', '1B'] }, 'Gehrig grounds out, second to first'],
  ['ground out, unassisted', { batter: GEHRIG, outcome: 'GB', play: 'ground out', fielders: ['1B'] }, 'Gehrig grounds out to first'],
  ['ground out to the pitcher, a run scoring on the error after it', { batter: GEHRIG, outcome: 'GB', play: 'ground out', fielders: ['P'], scored: [COMBS], runs: 1, score: { away: 1, home: 0 } }, 'Gehrig grounds out to the pitcher, Combs scores. Yankees 1, Reds 0'],
  ['double play', { batter: GEHRIG, outcome: 'GB', play: 'DP', fielders: ['SS', '2B', '1B'] }, 'Gehrig grounds into a double play, short to second to first'],
  ['line drive double play', { batter: GEHRIG, outcome: 'FB', play: 'line drive double play', fielders: ['CF'], direction: 'left' }, 'Gehrig lines into a double play to center'],
  ['pop out', { batter: RUTH, outcome: 'FB', play: 'pop out', fielders: ['C'] }, 'Ruth pops out to the catcher'],
  ['fly out caught by a fielder', { batter: RUTH, outcome: 'FB', play: 'fly out', fielders: ['RF'], direction: 'left' }, 'Ruth flies out to right'],
  ['runner thrown out at home on a fly', { batter: RUTH, outcome: 'FB', play: 'thrown out advancing', fielders: ['LF'], runnersBefore: [null, null, COMBS] }, 'Ruth flies out to left, and Combs is thrown out at home'],
  ['strike em out, throw em out', { batter: RUTH, outcome: 'SO', play: 'strike em out throw em out', runnersBefore: [COMBS, null, null] }, 'Ruth strikes out, and Combs is thrown out stealing second'],
  ['reached on an error', { batter: RUTH, outcome: 'GB', play: 'reached on error', fielders: ['2B'] }, 'Ruth reaches on an error by the second baseman'],
  ['fly out', { batter: RUTH, outcome: 'FB', direction: 'left' }, 'Ruth flies out to left'],
  ['sacrifice fly', { batter: RUTH, outcome: 'FB', play: 'SF', direction: 'center', scored: [COMBS], runs: 1, score: { away: 1, home: 0 } }, 'Ruth hits a sacrifice fly to center, Combs scores. Yankees 1, Reds 0'],
  ['error', { batter: RUTH, outcome: 'GB', play: 'E', fielders: ['SS'] }, 'Ruth reaches on an error by the shortstop'],
  ['unknown outcome', { batter: RUTH }, 'Ruth bats'],
  ['no batter at all', {}, 'The batter bats'],
])('plate appearance: %s', (_name, over, line) => {
  expect(formatPlay(play(over), TEAMS)).toBe(line);
});

test.each<[string, Partial<GamePlay>, string]>([
  ['stolen base', { type: 'stolen base', player: COMBS, runnersBefore: [COMBS, null, null], runnersAfter: [null, COMBS, null] }, 'Combs steals second'],
  ['stolen base from the runners alone', { type: 'stolen base', runnersBefore: [null, COMBS, null], runnersAfter: [null, null, COMBS] }, 'Combs steals third'],
  ['caught stealing', { type: 'caught stealing', runnersBefore: [COMBS, null, null], runnersAfter: [null, null, null], outs: 1 }, 'Combs is caught stealing second'],
  ['pickoff', { type: 'pickoff', player: COMBS, runnersBefore: [COMBS, null, null], runnersAfter: [null, null, null] }, 'Combs is picked off first'],
  ['new pitcher', { type: 'new pitcher', player: p('Waite Hoyt'), replaced: p('Herb Pennock') }, 'Hoyt replaces Pennock on the mound'],
  ['pinch hitter', { type: 'pinch hitter', player: p('Mark Koenig'), replaced: p('Waite Hoyt') }, 'Koenig pinch-hits for Hoyt'],
  ['pinch runner', { type: 'pinch runner', player: p('Ben Paschal'), replaced: RUTH }, 'Paschal pinch-runs for Ruth'],
  ['defensive switch', { type: 'defensive switch', player: p('Tony Lazzeri'), position: 'SS' }, 'Lazzeri moves to shortstop'],
  ['substitution', { type: 'substitution', player: p('Ben Paschal'), replaced: RUTH, position: 'RF' }, 'Paschal replaces Ruth at right field'],
  ['intentional walk', { type: 'intentional walk', batter: RUTH }, 'Ruth is walked intentionally'],
  ['sacrifice bunt', { type: 'sacrifice bunt', batter: p('Joe Dugan'), outs: 1 }, 'Dugan lays down a sacrifice bunt'],
  ['wild pitch scoring', { type: 'wild pitch', pitcher: p('Don Gullett'), scored: [COMBS], runs: 1, score: { away: 1, home: 0 } }, 'Wild pitch by Gullett, Combs scores. Yankees 1, Reds 0'],
  ['passed ball', { type: 'passed ball' }, 'Passed ball'],
  ['balk without a pitcher', { type: 'balk' }, 'Balk'],
  ['error', { type: 'error', fielders: ['3B'] }, 'Error by the third baseman'],
  ['injury', { type: 'injury', player: RUTH }, 'Ruth is injured'],
  ['DH cancelled', { type: 'DH cancelled' }, 'The designated hitter is cancelled'],
  ['hit and run', { type: 'hit and run', team: 'away' }, 'The Yankees put on the hit and run'],
  ['infield in', { type: 'infield in', team: 'home' }, 'The Reds bring the infield in'],
  ['baserunning setting', { type: 'setting', team: 'home', setting: { baserunning: { scale: 5, value: 0 } } }, 'The Reds set baserunning to Very Aggressive'],
  ['mode setting', { type: 'setting', team: 'away', setting: { mode: 1 } }, 'The Yankees switch to Maximize'],
  ['manager', { type: 'manager', team: 'home', setting: { manager: 'computer' } }, 'The computer takes over the Reds'],
  ['time up', { type: 'time up', team: 'away' }, 'Time ran out: the computer manages the Yankees for this plate appearance'],
  ['inning', { type: 'inning', inning: 3, half: 'bottom' }, 'Bottom of the 3rd'],
  ['game over', { type: 'game over', score: { away: 3, home: 5 } }, 'Game over. Yankees 3, Reds 5'],
  ['dice', { type: 'dice', dice: { d6: 2, row: 7, d20: 13 } }, 'Dice: 2 7 13'],
])('%s', (_name, over, line) => {
  expect(formatPlay(play(over), TEAMS)).toBe(line);
});

test('German', () => {
  initI18n('de');
  try {
    expect(formatPlay(play({ batter: RUTH, outcome: 'HR', direction: 'right', scored: [GEHRIG, RUTH], runs: 2, score: { away: 3, home: 1 } }), TEAMS)).toBe(
      'Ruth schlägt einen Homerun nach rechts, Gehrig punktet. Yankees 3, Reds 1',
    );
    expect(formatPlay(play({ type: 'stolen base', player: COMBS, runnersBefore: [COMBS, null, null], runnersAfter: [null, COMBS, null] }), TEAMS)).toBe('Combs stiehlt die zweite Base');
  } finally {
    initI18n('en');
  }
});
