/**
 * Creating a nostalgia series: a league of kind 'nostalgia' with two teams (two groups of one), no regular season,
 * created straight in the postseason with the engine's bracket of one best-of-7 World Series and its first game.
 * From there the league core plays it like any postseason: the scheduler (a game day a day), the owner's sims, the
 * user's games on the one play screen.
 */
import { randomInt } from 'node:crypto';
import { and, sql } from 'drizzle-orm';
import { customFormat, nextBracketGames, seedBracket, winPct } from '@bb/engine';
import { NOSTALGIA_MESSAGES, type CreateNostalgiaRequest, type NostalgiaTeam } from '@bb/contract';
import type { Database, Db } from '../db/database';
import { leagueGames, leagues, leagueTeams } from '../db/schema/leagues';
import { abbreviations, createLeague, gameSeed, insertMembers, playable, sameNameScope, type Creator } from '../leagues';
import { emptyDepth } from '../leagues';
import { LEAGUE_NAMES, type LeagueSettings } from '../leagues';
import { LeagueError } from '../leagues';
import { distinctManager } from '../leagues';
import { cityAndNickname, teamPool, type PoolTeam } from '../leagues';
import { whatIfById } from './what-ifs';
import { teamKey, teamSeasons, worldSeriesOf } from './world-series';

/** What a nostalgia league keeps beside the league core's settings: which series it replays. */
export interface NostalgiaSettings extends LeagueSettings {
  nostalgia: { kind: 'world-series'; year: number } | { kind: 'what-if'; id: string };
}

interface Matchup {
  name: string;
  /** Index 0 has home field. */
  teams: [NostalgiaTeam, NostalgiaTeam];
  groups: [string, string];
  nostalgia: NostalgiaSettings['nostalgia'];
}

const pct = (t: NostalgiaTeam) => winPct(t.wins, t.losses) ?? 0;

/** The two teams of the request's series, or a 400 with the reason. */
async function matchupOf(database: Database, body: CreateNostalgiaRequest): Promise<Matchup> {
  const hasYear = body.worldSeries !== undefined;
  if (hasYear === (body.whatIf !== undefined)) throw new LeagueError(NOSTALGIA_MESSAGES.chooseOne, 400, { series: NOSTALGIA_MESSAGES.chooseOne });
  if (hasYear) {
    const year = body.worldSeries as number;
    const ws = await worldSeriesOf(database, year);
    if (!ws) throw new LeagueError(NOSTALGIA_MESSAGES.noWorldSeries(year), 400, { worldSeries: NOSTALGIA_MESSAGES.noWorldSeries(year) });
    // Home field to the better record, as the World Series has given it since 2017 (ties: the American League).
    const [al, nl] = ws.teams;
    const teams: [NostalgiaTeam, NostalgiaTeam] = pct(nl) > pct(al) ? [nl, al] : [al, nl];
    return { name: `${year} World Series`, teams, groups: [LEAGUE_NAMES[teams[0].lgId] ?? teams[0].lgId, LEAGUE_NAMES[teams[1].lgId] ?? teams[1].lgId], nostalgia: { kind: 'world-series', year } };
  }
  const entry = whatIfById(body.whatIf as string);
  const seasons = entry ? await teamSeasons(database, entry.teams) : new Map<string, NostalgiaTeam>();
  const a = entry && seasons.get(teamKey(entry.teams[0]));
  const b = entry && seasons.get(teamKey(entry.teams[1]));
  if (!entry || !a || !b) throw new LeagueError(NOSTALGIA_MESSAGES.unknownWhatIf, 400, { whatIf: NOSTALGIA_MESSAGES.unknownWhatIf });
  const label = (t: NostalgiaTeam) => `${t.year} ${t.name}`;
  return { name: `What if: ${label(a)} vs ${label(b)}`, teams: [a, b], groups: [label(a), label(b)], nostalgia: { kind: 'what-if', id: entry.id } };
}

/** Replays are named per owner (migration 0021): a second replay of the same series gets "(2)", "(3)"… */
async function freeName(db: Db, ownerId: number, base: string): Promise<string> {
  const rows = await db
    .select({ name: leagues.name })
    .from(leagues)
    .where(and(sameNameScope('nostalgia', ownerId), sql`lower(${leagues.name}) LIKE lower(${`${base.replace(/[%_\\]/g, '\\$&')}%`})`));
  const taken = new Set(rows.map((r) => r.name.toLowerCase()));
  if (!taken.has(base.toLowerCase())) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base} (${n})`.toLowerCase())) return `${base} (${n})`;
}

/** The request's series, its two team-seasons as the league core sees them, and the user's side; or a 400. */
async function planSeries(database: Database, body: CreateNostalgiaRequest) {
  const matchup = await matchupOf(database, body);
  const mine = matchup.teams.findIndex((t) => teamKey(t) === teamKey(body.userTeam));
  if (mine < 0) throw new LeagueError(NOSTALGIA_MESSAGES.notInSeries, 400, { userTeam: NOSTALGIA_MESSAGES.notInSeries });
  // The league core's own view of the two team-seasons (abbreviations as the record's BR ids: STL, not SLN).
  const real = await teamPool(database, [...new Set(matchup.teams.map((t) => t.year))]);
  const pool = matchup.teams.map((t) => real.find((p) => teamKey(p) === teamKey(t)) as PoolTeam);
  for (const t of pool) {
    if (!(await playable(database, t))) throw new LeagueError(NOSTALGIA_MESSAGES.unplayable, 400, { userTeam: NOSTALGIA_MESSAGES.unplayable });
  }
  const seed = body.seed ?? randomInt(1, 2 ** 31 - 1);
  // One round of seven between two groups of one: the engine's World Series, 2-3-2 with the first team at home in 1, 2, 6, 7.
  const format = customFormat(1, 2);
  const bracket = seedBracket(format, [[0], [1]]);
  const settings: NostalgiaSettings = { groups: matchup.groups, format, nostalgia: matchup.nostalgia };
  return { matchup, mine, pool, seed, bracket, settings };
}

/** Creates the series (or answers the one a repeated requestId made). Game 1 starts at `now`. */
export async function createNostalgiaSeries(database: Database, creator: Creator, body: CreateNostalgiaRequest, now: Date): Promise<{ leagueId: number; created: boolean }> {
  const { leagueId, created } = await createLeague(database, creator, 'nostalgia', body, {
    check: () => planSeries(database, body),
    league: async ({ matchup, pool, seed, bracket, settings }) => ({
      // A twin request without a requestId may take the same name meanwhile: `createLeague` asks again for the next one.
      name: await freeName(database.db, creator.id, matchup.name), years: [...new Set(pool.map((t) => t.year))].sort((a, b) => a - b), totalTeams: 2,
      gamesPerTeam: 0, dh: 'auto', usageLimit: 0, isPrivate: true, startsAt: now, status: 'postseason', seed, settings, bracket,
    }),
    async rows(tx, leagueId, { mine, pool, seed, bracket }) {
      const abbr = abbreviations(pool);
      await tx.insert(leagueTeams).values(
        pool.map((t, i) => {
          const human = i === mine;
          const computer = human ? null : distinctManager(`${seed}-${i}-0`, new Set([creator.username]));
          return {
            leagueId, idx: i, teamId: t.teamId, year: t.year, lgId: t.lgId, groupIdx: i, ...cityAndNickname(t.name), abbreviation: abbr[i] as string,
            managerName: human ? creator.username : (computer as { name: string }).name, userId: human ? creator.id : null, managerKind: human ? 'user' : 'computer',
            tendencies: computer ? { ...computer.tendencies, generation: 0 } : null, favourite: human, depth: emptyDepth(), usage: {},
          };
        }),
      );
      await insertMembers(tx, leagueId, creator);
      const first = nextBracketGames(bracket)[0]!;
      await tx.insert(leagueGames).values({
        leagueId, num: 0, day: 0, startsAt: now, home: first.home, away: first.away, phase: 'postseason', series: first.series, gameOfSeries: first.gameOfSeries,
        seed: gameSeed(seed, 0), status: 'scheduled',
      });
    },
    nameTaken: 'next-name',
  });
  return { leagueId, created };
}
