import { defineMessages } from '@bb/shared';

/** Strings shared by the game screens (box score, plays, confirmations). Spec texts verbatim. */
export const gameUiMessages = defineMessages('gameplay-ui', {
  yes: 'Yes',
  no: 'No',
  close: 'Close',
  team: 'Team',
  chooseTeam: 'Choose a team',
  eras: 'Eras',
  years: 'Years',
  defaultYears: 'Recent',
  record: '{{wins}}-{{losses}}',
  batting: 'Batting',
  pitching: 'Pitching',
  totals: 'Totals',
  lineScore: 'Line score',
  noPlays: 'No plays yet.',
  noData: 'No data found!',
  playerDetails: 'Details of {{name}}',
  inningTop: 'Top {{inning}}',
  inningBottom: 'Bottom {{inning}}',
  columns: {
    ab: 'AB', r: 'R', h: 'H', d: '2B', t: '3B', hr: 'HR', rbi: 'RBI', bb: 'BB', so: 'SO', sb: 'SB',
    ip: 'IP', er: 'ER', e: 'E', lob: 'LOB', dec: 'Dec',
  },
});
