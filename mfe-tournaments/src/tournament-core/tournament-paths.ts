/** The remote's paths (contract/src/access/routes.ts owns the route table; these build the links). */
export const tournamentPaths = {
  lobby: () => '/tournament-lobby',
  create: () => '/tournament',
  summary: (leagueId: number | string) => `/tournament/summary/${encodeURIComponent(String(leagueId))}`,
};
