import type { Page } from 'playwright-core';
import { TOURNAMENT_MESSAGES } from '../../contract/src/tournaments-api';
import { useBrowser } from '../support/browser';
import { instanceProblems, startCluster } from '../support/cluster';
import { moveClock } from './draft-support';
import { loginAs } from './shell-accounts';
import {
  allMatches, apiPerson, claimInWidget, markDocument, openWidget, person, sameDocument, teamSeasonName, waitForClaimed, waitForMatchCards, widgetCard, type Person,
} from './tournament-support';

const { freshPage } = useBrowser();

const DESKTOP = { width: 1280, height: 800 };
const TEAMS = 4;
const MINUTE = 60_000;

/**
 * Moves one instance's clock past the tournament's lock (each instance of a cluster keeps its own test clock) and
 * runs the tournament's due work there: the lock job, then the league scheduler.
 */
async function pastTheLock(p: Person, leagueId: number): Promise<void> {
  const { locksAt, now } = await p.api.detail(leagueId);
  await moveClock(p.page, { advanceMs: Date.parse(locksAt) - Date.parse(now) + 1000, leagueId });
}

test('two API instances behind Redis: claims seen live across instances, a claim race decided once, the lock reaches the other instance', async () => {
  const started = Date.now();
  const cluster = await startCluster(2, [1975]);
  if (!cluster) return;
  const clusterUp = Date.now();
  const pages: Page[] = [];
  try {
    const [one, two] = cluster.urls as [string, string];
    // A (the owner) and B have screens; C, D and E only use the API. A, C and D on instance 1, B and E on instance 2.
    const [a, b, c, d, e] = await Promise.all([
      person(freshPage, DESKTOP.width, DESKTOP.height, one),
      person(freshPage, DESKTOP.width, DESKTOP.height, two),
      apiPerson(freshPage, one),
      apiPerson(freshPage, one),
      apiPerson(freshPage, two),
    ]);
    pages.push(...[a, b, c, d, e].map((p) => p.page));
    const usersIn = Date.now();

    // The tournament, created through the API on instance 1 (the form has its own test): 1975, 4 teams, one game
    // a series, invite only, the lock 12 minutes ahead and the first games an hour after it.
    const now = Date.now();
    const name = `E2E Cluster Cup ${now.toString(36)}`;
    const created = await a.api.create({
      name, fromYear: 1975, toYear: 1975, totalTeams: TEAMS, format: 'single-elimination', seriesLength: 1, dh: 'auto',
      locksAt: new Date(now + 12 * MINUTE).toISOString(), firstGameAt: new Date(now + 72 * MINUTE).toISOString(),
      isPrivate: true, invites: [b, c, d, e].map((p) => p.record.user.username),
    });
    const leagueId = created.leagueId;
    expect(created).toMatchObject({ status: 'claiming', totalTeams: TEAMS, claimedTeams: 0, isPrivate: true });
    expect(created.teams).toHaveLength(TEAMS);

    // The owner's summary on instance 1.
    await loginAs(a.page, a.record, `/tournament/summary/${leagueId}`);
    await a.page.getByRole('heading', { level: 1, name }).waitFor({ timeout: 15_000 });
    await waitForClaimed(a.page, `0/${TEAMS} teams claimed`);
    await markDocument(a.page);

    // B, on instance 2, claims from the floating widget: the owner's page on instance 1 counts it without a reload
    // (the tournament-changed event crosses instances through Redis).
    await loginAs(b.page, b.record, '/leaderboard');
    await openWidget(b.page, name);
    const bClaim = await claimInWidget(b.page, name);
    expect(bClaim.response.status()).toBe(200);
    await widgetCard(b.page, name).getByText(`1/${TEAMS} teams claimed`).waitFor({ timeout: 10_000 });
    const bTeam = (await b.api.detail(leagueId)).myTeam;
    expect(teamSeasonName(created.teams.find((t) => t.index === bTeam)!)).toBe(bClaim.team);
    await waitForClaimed(a.page, `1/${TEAMS} teams claimed`);

    // C claims through instance 1's API.
    const cTeam = created.teams.find((t) => t.index !== bTeam)!.index;
    expect((await c.api.claim(leagueId, cTeam)).status).toBe(200);
    await waitForClaimed(a.page, `2/${TEAMS} teams claimed`);

    // The last two teams: D (instance 1) and E (instance 2) ask for the same team at the same moment. The database
    // decides: one claim, one refusal with the server's message, whichever instance each came through.
    const open = created.teams.filter((t) => t.index !== bTeam && t.index !== cTeam).map((t) => t.index);
    expect(open).toHaveLength(2);
    const [contested, last] = open as [number, number];
    const answers = await Promise.all([d.api.claim(leagueId, contested), e.api.claim(leagueId, contested)]);
    expect(answers.map((x) => x.status).sort()).toEqual([200, 409]);
    const loserAt = answers.findIndex((x) => x.status === 409);
    expect(answers[loserAt]!.error).toBe(TOURNAMENT_MESSAGES.teamTaken);
    const [winner, loser] = loserAt === 0 ? [e, d] : [d, e];
    await waitForClaimed(a.page, `3/${TEAMS} teams claimed`);
    // The loser takes the other team; the count ends exact on the owner's page and in the database.
    expect((await loser.api.claim(leagueId, last)).status).toBe(200);
    await waitForClaimed(a.page, `${TEAMS}/${TEAMS} teams claimed`);
    expect(await sameDocument(a.page)).toBe(true);
    const full = await b.api.detail(leagueId);
    expect(full.claimedTeams).toBe(TEAMS);
    const managers = Object.fromEntries(full.teams.map((t) => [t.index, t.managerName]));
    expect(managers).toEqual({
      [bTeam!]: b.record.user.username, [cTeam]: c.record.user.username, [contested]: winner.record.user.username, [last]: loser.record.user.username,
    });

    // B follows on his summary page (instance 2). Both instances' clocks pass the lock at once: the lock happens
    // once, and B's page shows the bracket without a reload.
    await b.page.goto(`/tournament/summary/${leagueId}`);
    await waitForClaimed(b.page, `${TEAMS}/${TEAMS} teams claimed`);
    await markDocument(b.page);
    await Promise.all([pastTheLock(a, leagueId), pastTheLock(b, leagueId)]);
    const locked = await b.api.detail(leagueId);
    expect(locked.status).toBe('postseason');
    expect(locked.teams.filter((t) => t.manager === 'computer')).toHaveLength(0);
    expect(locked.teams.map((t) => t.seed).sort()).toEqual([1, 2, 3, 4]);
    const matches = allMatches(await b.api.bracket(leagueId));
    expect(matches).toHaveLength(TEAMS - 1);
    for (const p of [b, a]) {
      await waitForMatchCards(p.page, matches.length);
      await p.page.getByTestId('tournament-status').getByText('In progress').waitFor({ timeout: 10_000 });
      expect(await sameDocument(p.page)).toBe(true);
    }
    // One set of first games, not one per instance that ran the lock.
    const firstGames = await b.api.schedule(leagueId, 'limit=10');
    expect({ total: firstGames.total, games: firstGames.games.length }).toEqual({ total: TEAMS / 2, games: TEAMS / 2 });
    console.log(`[tournaments e2e cluster] instances up in ${clusterUp - started} ms, users in ${usersIn - clusterUp} ms, total ${Date.now() - started} ms`);
  } catch (error) {
    // What the instances logged (warnings and errors: every 500) says why a request failed.
    console.error(`[tournaments e2e cluster] instance logs:\n${instanceProblems()}`);
    throw error;
  } finally {
    for (const page of pages) await page.context().close();
    await cluster.stop();
  }
});
