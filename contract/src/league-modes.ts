import { paths } from './access/page-paths';
import type { GameMode } from './gameplay-api';
import type { LeagueKind } from './leagues-api';

/**
 * Every league mode in one table, by the kind its leagues are stored with. The league core (api/src/leagues) reads a
 * mode's row wherever modes differ, so it never asks for a kind by name; a mode's own folder holds its create checks,
 * its routes and its screens. Adding a mode: a row here, its folder, and its create going through `createLeague`.
 */
export interface LeagueMode {
  kind: LeagueKind;
  /**
   * The mode a manager's game is played under on the play screen: its policy (api/src/games/mode-policy.ts) says what
   * he may do there, and its end hook stores the game in the league.
   */
  gameMode: GameMode;
  /** A name is unique across the site (leagues, tournaments), or only among its owner's leagues of such modes (replays). */
  names: 'site' | 'owner';
  /** The phase whose totals the statistics show: the regular season, or for a mode of series only, its series. */
  statsPhase: 'regular' | 'postseason';
  /** Whose players a team fields: its real team-season's, or the cards its manager drafted. */
  rosters: 'team-seasons' | 'drafted';
  /** The engine's bracket from the settings' postseason format, or the mode's own (a tournament's, with its own view). */
  bracket: 'engine' | 'own';
  /** A league of one real season names its standings' tables after that season's leagues and divisions. */
  realStandings: boolean;
  /** Why the core's "how it really went" is refused (404) when the mode compares with history on a page of its own. */
  historyElsewhere: string | null;
  /** The type of the league's news: a tournament's is cleared by "tournament read". */
  news: 'league' | 'tournament';
  /** The title of the news that the league is over. */
  overTitle: string;
  /** Where its pages are: the league's home, a schedule game's page (its game id once the game exists), the playoffs. */
  pages: {
    home: (leagueId: number) => string;
    game: (leagueId: number, scheduleId: number, gameId: string | null) => string;
    playoff: (leagueId: number) => string;
  };
}

const LEAGUE: Omit<LeagueMode, 'kind' | 'gameMode' | 'pages'> = {
  names: 'site', statsPhase: 'regular', rosters: 'team-seasons', bracket: 'engine', realStandings: false, historyElsewhere: null, news: 'league',
  overTitle: 'The season is over',
};

// Season replays and nostalgia series share the season area (/season/schedules/...).
const SEASON_PAGES: LeagueMode['pages'] = {
  home: (id) => paths.season.schedule(id),
  game: (id, scheduleId) => paths.season.pregame(id, scheduleId),
  playoff: (id) => paths.season.playoff(id),
};

export const LEAGUE_MODES: { readonly [K in LeagueKind]: LeagueMode & { kind: K } } = {
  historical: {
    ...LEAGUE, kind: 'historical', gameMode: 'historical-league', realStandings: true,
    pages: {
      home: (id) => paths.historical.setup(id),
      game: (id, scheduleId, gameId) => paths.historical.pregame({ leagueId: id, scheduleId, gameId }),
      playoff: (id) => paths.historical.playoff(id),
    },
  },
  draft: {
    ...LEAGUE, kind: 'draft', gameMode: 'draft-league', rosters: 'drafted',
    pages: {
      home: (id) => paths.draft.home(id),
      game: (id, scheduleId, gameId) => paths.draft.pregame({ leagueId: id, scheduleId, gameId }),
      playoff: (id) => paths.draft.playoff(id),
    },
  },
  tournament: {
    ...LEAGUE, kind: 'tournament', gameMode: 'tournament', statsPhase: 'postseason', bracket: 'own', news: 'tournament', overTitle: 'The tournament is over',
    pages: { home: (id) => paths.tournament.summary(id), game: (id) => paths.tournament.summary(id), playoff: (id) => paths.tournament.summary(id) },
  },
  season: { ...LEAGUE, kind: 'season', gameMode: 'season', names: 'owner', realStandings: true, pages: SEASON_PAGES },
  nostalgia: {
    ...LEAGUE, kind: 'nostalgia', gameMode: 'nostalgia', names: 'owner', statsPhase: 'postseason', overTitle: 'The series is over', pages: SEASON_PAGES,
    // A series has no season to set beside the real one: its real series is its own panel (api/src/nostalgia).
    historyElsewhere: 'A series is compared with the real one on its own page.',
  },
};

export const LEAGUE_KINDS = Object.keys(LEAGUE_MODES) as LeagueKind[];

export const isLeagueKind = (kind: string): kind is LeagueKind => Object.hasOwn(LEAGUE_MODES, kind);

/** The row of a stored league's kind. A kind without a row is a bug: it fails loudly rather than pass as another mode. */
export function leagueMode(kind: string): LeagueMode {
  if (!isLeagueKind(kind)) throw new Error(`No league mode for kind '${kind}'`);
  return LEAGUE_MODES[kind];
}
