/**
 * Postseason formats by era (MLB; other leagues of the record choose their own). A round names who plays in it and
 * how many wins take it: `bestOf` 7 means first to four.
 */
export interface PostseasonRound {
  name: 'Wild Card Game' | 'Wild Card Series' | 'Division Series' | 'League Championship Series' | 'World Series';
  bestOf: number;
  /** Teams of each league entering in this round (the rest come from the round before). */
  newTeamsPerLeague: number;
}

export interface PostseasonFormat {
  /** Teams of each league that reach the postseason; 1 = the pennant winner. */
  teamsPerLeague: number;
  rounds: PostseasonRound[];
  /** Division winners among those teams (the others are wild cards); 0 before divisions (1969). */
  divisionWinners: number;
  /** True when a tie for a postseason place was settled by an extra game (before 2022), false when by tiebreak rules. */
  tiebreakerGames: boolean;
  /** Why there is no postseason (pennant only, or a season without one). */
  none?: string;
}

const WS = (bestOf = 7): PostseasonRound => ({ name: 'World Series', bestOf, newTeamsPerLeague: 1 });

/** The format a season of `year` used (MLB's two major leagues), or the league's own choice after. */
export function postseasonFormat(year: number): PostseasonFormat {
  const base = { divisionWinners: 0, tiebreakerGames: year < 2022 };
  if (year < 1903) return { ...base, teamsPerLeague: 1, rounds: [], none: 'Pennant only: the league champion is the team with the best record' };
  if (year === 1904) return { ...base, teamsPerLeague: 1, rounds: [], none: 'No World Series in 1904: the pennant winners did not meet' };
  if (year === 1994) return { ...base, divisionWinners: 3, teamsPerLeague: 0, rounds: [], none: 'No postseason in 1994: the season ended in August' };
  // Best-of-nine World Series in 1903 and 1919–1921.
  if (year < 1969) return { ...base, teamsPerLeague: 1, rounds: [WS(year === 1903 || (year >= 1919 && year <= 1921) ? 9 : 7)] };
  if (year < 1995) {
    return { ...base, divisionWinners: 2, teamsPerLeague: 2, rounds: [{ name: 'League Championship Series', bestOf: year < 1985 ? 5 : 7, newTeamsPerLeague: 2 }, WS()] };
  }
  const lcs: PostseasonRound = { name: 'League Championship Series', bestOf: 7, newTeamsPerLeague: 0 };
  if (year < 2012) {
    return { ...base, divisionWinners: 3, teamsPerLeague: 4, rounds: [{ name: 'Division Series', bestOf: 5, newTeamsPerLeague: 4 }, lcs, WS()] };
  }
  if (year === 2020) {
    return {
      ...base,
      divisionWinners: 3,
      teamsPerLeague: 8,
      rounds: [{ name: 'Wild Card Series', bestOf: 3, newTeamsPerLeague: 8 }, { name: 'Division Series', bestOf: 5, newTeamsPerLeague: 0 }, lcs, WS()],
    };
  }
  if (year < 2022) {
    return {
      ...base,
      divisionWinners: 3,
      teamsPerLeague: 5,
      rounds: [{ name: 'Wild Card Game', bestOf: 1, newTeamsPerLeague: 2 }, { name: 'Division Series', bestOf: 5, newTeamsPerLeague: 3 }, lcs, WS()],
    };
  }
  // Twelve teams: the two best division winners of each league wait for the Division Series.
  return {
    ...base,
    divisionWinners: 3,
    teamsPerLeague: 6,
    rounds: [{ name: 'Wild Card Series', bestOf: 3, newTeamsPerLeague: 4 }, { name: 'Division Series', bestOf: 5, newTeamsPerLeague: 2 }, lcs, WS()],
  };
}

/** Wins that take a round. */
export const winsNeeded = (round: Pick<PostseasonRound, 'bestOf'>): number => Math.floor(round.bestOf / 2) + 1;
