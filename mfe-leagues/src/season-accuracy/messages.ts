import { defineMessages } from '@bb/shared';

/**
 * Strings of the accuracy report. Every error figure has a label a fan reads and a sentence saying what a good
 * number looks like: the figures are the engine benchmark's, and without that sentence they mean nothing to a fan.
 */
export const accuracyMessages = defineMessages('seasonAccuracy', {
  title: 'How accurate are the replays?',
  titleYear: 'How accurate are the {{year}} replays?',
  intro:
    'We replay a real season several times over, every team managed by the computer, and set the results beside what really happened. Luck never repeats, so no replay matches the record exactly: these figures show how close ours come.',
  picker: { label: 'Season', choose: 'Choose a season', prompt: 'Choose a season to see how its replays compare with the record.' },
  back: 'Season replays',
  noSeason: 'There is no season of that year in the record.',
  progress: {
    queued: 'Getting the {{year}} replays ready: {{done}} of {{replays}} replays',
    running: 'Replaying the {{year}} season: {{done}} of {{replays}} replays',
    label: 'Replays finished',
    note: 'This takes a minute or two. You can leave this page and come back: the replays keep running.',
  },
  failed: 'The {{year}} replays could not be finished.',
  retry: 'Retry',
  standings: {
    title: 'Standings: real and replayed',
    intro: 'Each team’s real record beside its average over the replays (scaled to the games it really played), and the runs it scored and allowed per game.',
    legend: 'R/G: runs scored per game. RA/G: runs allowed per game.',
    team: 'Team',
    realWl: 'Real W-L',
    simWl: 'Replay W-L',
    simTitle: 'Average record over the replays',
    diff: 'Wins +/-',
    diffTitle: 'Replayed wins minus real wins',
    rsReal: 'R/G real',
    rsSim: 'R/G replay',
    rsTitle: 'Runs scored per game',
    raReal: 'RA/G real',
    raSim: 'RA/G replay',
    raTitle: 'Runs allowed per game',
  },
  rates: {
    title: 'League numbers',
    caption: 'League rates: real and replayed',
    stat: 'Stat',
    real: 'Real',
    sim: 'Replayed',
    // Short: "Difference" pushed the column off a phone's screen.
    diff: '+/-',
    diffTitle: 'Replayed minus real',
  },
  errors: {
    title: 'How far off, in numbers',
    wins: '{{n}} wins',
    // The record's own luck (see luckFloor in contract/src/accuracy-api.ts), so a fan can judge the figure above.
    floor: 'A perfect game would still be off by at least {{n}} wins here.',
    runs: '{{n}} runs a game',
    wRmse: {
      label: 'Wins off per team (one replay)',
      text: 'In a single replay, how many wins a team typically ends up away from its real record. Luck alone gives about 7: the same team never wins the same games twice, in a replay or in history.',
    },
    wRmseOfMean: {
      label: 'Wins off per team (average of the replays)',
      text: 'The same with each team’s wins averaged over every replay, which takes out the replays’ luck but not the real season’s: even a perfect game would be off by about 3 to 5.',
    },
    rsRmse: {
      label: 'Runs scored per game off per team',
      text: 'How far a team’s runs per game, averaged over the replays, typically land from its real figure. 0.20 is about 30 runs over a whole season.',
    },
    raRmse: {
      label: 'Runs allowed per game off per team',
      text: 'The same for the runs a team’s pitchers and fielders gave up.',
    },
    rPerG: {
      label: 'League scoring',
      text: 'Runs per game of the whole league, replayed against real. Within a few percent is close.',
    },
    cg: {
      label: 'Complete games',
      text: 'Starters who finished what they started, replayed against real: the mark of how each era used its pitchers.',
    },
    sho: {
      label: 'Shutouts',
      text: 'Games a team won without allowing a run, replayed against real.',
    },
    starters: {
      label: 'Pitchers who started a game, per team',
      value: '{{real}} real, {{sim}} replayed',
      text: 'Real teams used more starters than a fixed rotation: injuries, spot starts, call-ups. Far fewer in the replays would mean they lean on too few arms.',
    },
    usage: {
      label: 'Most overworked player',
      text: 'The largest workload of any player (starts, plate appearances or innings) against his real one. 100 % means nobody played more than he really did.',
      gs: '{{sim}} starts in one replay against {{real}} real',
      pa: '{{sim}} plate appearances in one replay against {{real}} real',
      outs: '{{sim}} innings in one replay against {{real}} real',
      who: 'Who was it?',
    },
  },
  meta: 'Engine {{engine}} · figures from {{replays}} replays, finished {{when}}',
  metaPending: 'Engine {{engine}}',
});
