import { AREA_ENTRY, type HowToMode } from '@bb/shared';

/** One guide of the How To page: its steps as text; a recording (api/src/howto) shows them on the real screens. */
export interface ModeGuide {
  mode: HowToMode;
  title: string;
  /** Where the mode starts in the app. */
  path: string;
  steps: string[];
}

/** In the page's order (contract HOWTO_MODES). Labels are the screens' own (spec). */
export const MODE_GUIDES: ModeGuide[] = [
  {
    mode: 'exhibition',
    title: 'Exhibition Game',
    path: AREA_ENTRY.exhibition,
    steps: [
      'Pick the Visitors Team and the Home Team: any team of any season.',
      'Next: Lineup shows both lineups; change the batting order and positions until it says "Lineup is valid".',
      'Play Ball opens the play screen. Swing Away rolls the dice for one plate appearance; Quick Play plays to the end.',
      'Substitution puts in a pinch hitter, a pinch runner or a new pitcher; Undo takes back the last play.',
      'The result screen shows the box score; Game History keeps every game.',
    ],
  },
  {
    mode: 'gotd',
    title: 'Game of the Day',
    path: AREA_ENTRY.gotd,
    steps: [
      "Everyone gets the same matchup each day: Play Today's Game.",
      'Play it like an exhibition game, one Swing Away at a time or Quick Play.',
      "Your result goes on the day's leaderboard (GOTD Leaderboard in the header).",
    ],
  },
  {
    mode: 'historical-league',
    title: 'Historical League',
    path: AREA_ENTRY.historical,
    steps: [
      'Create League: a name, one or more seasons, Total Teams, Games per team, when games begin (Eastern time) and your team.',
      'The computer manages the other teams, or invite friends to manage them.',
      'Games are played at their scheduled times; play yours from the schedule or let it be simulated.',
      'Follow the standings, the stats and the playoff bracket in the league tabs.',
    ],
  },
  {
    mode: 'draft-league',
    title: 'Draft League',
    path: AREA_ENTRY.draft,
    steps: [
      'Create Draft League: the seasons whose players are in the pool, the teams, the draft mode, rounds and time per pick.',
      'At the draft time everyone meets in the draft room; each manager picks in turn (a queue picks for you when time runs out).',
      'After the draft the season is played like a historical league; trade players from the Transactions page.',
    ],
  },
  {
    mode: 'season',
    title: 'Season',
    path: AREA_ENTRY.season,
    steps: [
      'Replay a real season: pick any year from 1871 to 2025 and the team you manage. Every team of that year plays, each in its real league, for that league\'s season length.',
      'Play your games on the play screen, or sim to your next game, a week, a month or the end; the other games play at their times.',
      'Standings, leaders and the era\'s postseason as in a league; "How it really went" sets your season beside the real one.',
      'The 2025 SEASON tab starts a replay of the newest season in one step, and plays single exhibition games between its teams.',
    ],
  },
  {
    mode: 'all-star',
    title: 'All-Star Game',
    path: AREA_ENTRY.allStar,
    steps: [
      'Choose any All-Star Game in the record (1933 on, both games of 1959 to 1962, the East-West games): the real rosters, the real starters marked.',
      'Or build your own: the best players of an era or of a franchise on each side.',
      'Pick the side you manage, set the lineup, then play it on the play screen.',
    ],
  },
  {
    mode: 'nostalgia',
    title: 'Nostalgia',
    path: AREA_ENTRY.nostalgia,
    steps: [
      'Replay the World Series of any year as a best of seven between its two pennant winners, and manage either team.',
      "Or a 'what if': famous teams of different eras meet in a series that never was, each with why it matters.",
      'Play or sim the games; the series page sets your result beside what really happened.',
    ],
  },
  {
    mode: 'tournament',
    title: 'Tournament',
    path: AREA_ENTRY.tournament,
    steps: [
      'The Tournament lobby lists open tournaments to join and yours.',
      'Create a tournament: seasons, number of teams, format and series length, the lock time and who may join.',
      'Players claim teams before the lock; then the bracket is played series by series.',
    ],
  },
  {
    mode: 'stats',
    title: 'Teams & Players',
    path: AREA_ENTRY.teamsAndPlayers,
    steps: [
      'Stats & Ratings lists every league and team of every season; search players and teams from the header.',
      "A player's page shows his card's ratings for a season and his statistics year by year.",
    ],
  },
  {
    mode: 'head-to-head',
    title: 'Head to head',
    path: '/game/head-to-head',
    steps: [
      'Invite another subscriber (by username or a link) and pick your teams.',
      'You take turns at the dice in real time: each of you manages his own side.',
    ],
  },
];
