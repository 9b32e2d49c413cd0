import { useState } from 'react';
import styled from 'styled-components';
import {
  Button,
  formatEtDateTime,
  leaguesApi,
  notifyError,
  PageTitle,
  seasonsApi,
  toast,
  useLeagueData,
  type LeagueDetail,
  type LeagueGameView,
  type SeasonSetup,
  type SimTarget,
  tokens,
} from '@bb/shared';
import { AccuracyReportLink, leagueMessages, notifyUnless403, teamName, TextLink } from '../league-core';
import { seasonMessages } from './messages';
import { seasonPaths } from './season-paths';

const Head = styled.header`
  display: grid;
  gap: ${tokens.spacing.sm};
  margin-bottom: ${tokens.spacing.md};
`;

const Facts = styled.p`
  margin: 0;
  color: ${tokens.colors.textMuted};
`;

const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.spacing.sm};
`;

const Setup = styled.details`
  padding: ${tokens.spacing.sm} ${tokens.spacing.md};
  border: 1px solid ${tokens.colors.border};
  border-radius: ${tokens.radii.md};
  ul {
    margin: ${tokens.spacing.xs} 0;
    padding-left: 1.2em;
  }
`;

type SimKey = 'simNext' | 'simWeek' | 'simMonth' | 'simEnd' | 'simEndSeries';
const SIMS: Array<[SimTarget, SimKey]> = [
  ['next', 'simNext'],
  ['week', 'simWeek'],
  ['month', 'simMonth'],
  ['end', 'simEnd'],
];
// A nostalgia series is seven games at most: a week or a month of it means nothing.
const SERIES_SIMS: Array<[SimTarget, SimKey]> = [
  ['next', 'simNext'],
  ['end', 'simEndSeries'],
];

/** The replay's setup as created: its leagues and their lengths, teams left out and why, the postseason, the rosters. */
function SetupFacts({ setup }: { setup: SeasonSetup }) {
  const t = seasonMessages.useT();
  return (
    <Setup>
      <summary>{t('schedule.setup')}</summary>
      <p>{setup.rosters}</p>
      <ul>
        {setup.groups.map((g) => (
          <li key={g.lgId}>{t('schedule.groups', { name: g.name, teams: g.teams, games: g.gamesPerTeam })}</li>
        ))}
        {setup.interleague ? <li>{t('schedule.interleague', { games: setup.interleague })}</li> : null}
        {setup.leftOut.map((l) => (
          <li key={l.teamId}>{t('schedule.leftOut', { team: l.name, reason: l.reason })}</li>
        ))}
      </ul>
      <p>{t('schedule.postseason', { text: setup.postseason })}</p>
    </Setup>
  );
}

/** The user's most recent game that was started or played: the one "Clear game" offers. */
function useLastGame(league: LeagueDetail, version: number) {
  return useLeagueData<LeagueGameView | null>(`${league.leagueId}:last:${version}`, async (signal) => {
    if (league.myTeam === null) return null;
    const { games } = await leaguesApi.schedule(league.leagueId, { team: league.myTeam, phase: 'regular', limit: 500 }, signal);
    return [...games].reverse().find((g) => g.status !== 'scheduled') ?? null;
  });
}

/** Name, status and facts, the next game, the setup, the owner's sims (incl. a month) and "Clear game". */
export function SeasonHeader({ league, version, onChanged, refresh }: { league: LeagueDetail; version: number; onChanged: (league: LeagueDetail) => void; refresh: () => void }) {
  const t = seasonMessages.useT();
  const lt = leagueMessages.useT();
  const [busy, setBusy] = useState(false);
  const series = league.kind === 'nostalgia';
  // A series has no season setup (its teams and real outcome are the nostalgia panel's).
  const setup = useLeagueData<SeasonSetup | null>(series ? null : `${league.leagueId}:setup`, (signal) => seasonsApi.setup(league.leagueId, signal), notifyUnless403);
  const last = useLastGame(league, version);
  const over = league.status === 'final';
  const sim = async (to: SimTarget) => {
    setBusy(true);
    try {
      const answer = await leaguesApi.sim(league.leagueId, to);
      onChanged(answer.league);
      toast.success(t('schedule.simulated', { count: answer.played }));
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };
  const clear = async (game: LeagueGameView) => {
    setBusy(true);
    try {
      await seasonsApi.clear(league.leagueId, game.scheduleId);
      toast.success(t('schedule.cleared'));
      refresh();
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };
  const next = league.nextGame;
  const game = last.data;
  return (
    <Head>
      <PageTitle>{league.name}</PageTitle>
      <Facts>
        {lt(`status.${league.status}`)} · {league.years.join(', ')} · {league.totalTeams} teams
        {league.champion !== null ? ` · ${t('schedule.champion', { team: teamName(league, league.champion) })}` : ''}
      </Facts>
      <p data-testid="next-game">
        {next ? `${t('schedule.nextGame', { away: teamName(league, next.away), home: teamName(league, next.home) })} · ${formatEtDateTime(next.startsAt)}` : t('schedule.noNextGame')}
      </p>
      {setup.data ? <SetupFacts setup={setup.data} /> : null}
      {league.isOwner && !over ? (
        <Tools role="group" aria-label={t('schedule.tools')}>
          {(series ? SERIES_SIMS : SIMS).map(([to, key]) => (
            <Button key={to} $variant="secondary" disabled={busy} onClick={() => void sim(to)}>
              {t(`schedule.${key}`)}
            </Button>
          ))}
          {game && game.phase === 'regular' ? (
            <Button $variant="secondary" disabled={busy} onClick={() => void clear(game)}>
              {t('schedule.clear', { label: `${teamName(league, game.away)} @ ${teamName(league, game.home)}` })}
            </Button>
          ) : null}
        </Tools>
      ) : null}
      {series || league.years.length !== 1 ? null : <AccuracyReportLink year={league.years[0]} />}
      <TextLink to={series ? seasonPaths.lobby('nostalgia') : seasonPaths.lobby()}>{t(series ? 'schedule.backSeries' : 'schedule.back')}</TextLink>
    </Head>
  );
}
