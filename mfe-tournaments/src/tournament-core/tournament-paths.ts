import { paths } from '@bb/shared';

/** The remote's paths (contract/src/access/routes.ts owns the route table; these build the links). */
export const tournamentPaths = {
  lobby: () => '/tournament-lobby',
  create: () => '/tournament',
  summary: (leagueId: number | string) => paths.tournament.summary(leagueId),
};
