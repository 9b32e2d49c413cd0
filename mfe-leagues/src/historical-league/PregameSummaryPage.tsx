import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Button, Page, PageTitle, StatTable, notifyError, type LeagueDetail, type PregameSide, type PregameSummary } from '@bb/shared';
import { DataState, GameList, Stack, TeamLabel, TextLink, Toolbar, TwoColumns, leaguesApi, notifyUnless403, teamName, useLeagueData } from '../league-core';
import { historicalPaths } from './league-paths';
import { historicalMessages } from './messages';

type LineupRow = PregameSide['lineup'][number];

function Side({ league, side }: { league: LeagueDetail; side: PregameSide }) {
  const t = historicalMessages.useT();
  const starter = side.startingPitcher;
  return (
    <section aria-label={teamName(league, side.team)}>
      <h2>
        <TeamLabel league={league} index={side.team} />
      </h2>
      <p>{starter ? t('pregame.startingPitcher', { name: starter.name, throws: starter.throws }) : t('pregame.noStarter')}</p>
      <StatTable<LineupRow>
        caption={t('pregame.lineupOf', { team: teamName(league, side.team) })}
        columns={[
          { key: 'order', label: '#', render: (r) => String(side.lineup.indexOf(r) + 1) },
          { key: 'name', label: 'Player', render: (r) => r.name },
          { key: 'pos', label: 'Pos', render: (r) => r.position },
        ]}
        rows={side.lineup}
        rowKey={(r) => r.cardId}
      />
    </section>
  );
}

/**
 * /game/historical-league/pregame-summary/league/{leagueId}/schedule/{scheduleId}/game/{gameId}: both lineups and
 * starters, Play Ball and the way back to the league. A 403 on the summary shows no toast (spec §8).
 */
export function PregameSummaryPage() {
  const t = historicalMessages.useT();
  const navigate = useNavigate();
  const { leagueId = '', scheduleId = '' } = useParams();
  const league = useLeagueData<LeagueDetail>(leagueId, (signal) => leaguesApi.detail(leagueId, signal));
  const summary = useLeagueData<PregameSummary>(`${leagueId}:${scheduleId}`, (signal) => leaguesApi.summary(leagueId, scheduleId, signal), notifyUnless403);
  const [starting, setStarting] = useState(false);
  const playBall = async () => {
    setStarting(true);
    try {
      const answer = await leaguesApi.play(leagueId, Number(scheduleId));
      if (answer.gameId) navigate(historicalPaths.play(answer.gameId, leagueId));
      else navigate(historicalPaths.setup(leagueId));
    } catch (error) {
      notifyError(error);
      setStarting(false);
    }
  };
  return (
    <Page>
      <PageTitle>{t('pregame.title')}</PageTitle>
      <DataState data={league.data && summary.data ? { league: league.data, summary: summary.data } : undefined} error={summary.error ?? league.error} loading={league.loading || summary.loading}>
        {({ league: l, summary: s }) => (
          <Stack>
            {/* Who is at home, the day and the first pitch in ET: the same line as the schedule's. */}
            <GameList league={l} games={[s.game]} />
            <TwoColumns>
              <Side league={l} side={s.away} />
              <Side league={l} side={s.home} />
            </TwoColumns>
            <Toolbar>
              {s.game.yours && s.game.status !== 'final' ? (
                <Button disabled={starting} onClick={() => void playBall()}>
                  {t('pregame.playBall')}
                </Button>
              ) : null}
              <TextLink to={historicalPaths.setup(leagueId)}>{t('pregame.backToLeague')}</TextLink>
            </Toolbar>
          </Stack>
        )}
      </DataState>
      {summary.error !== undefined ? (
        <p>
          <TextLink to={historicalPaths.setup(leagueId)}>{t('pregame.backToLeague')}</TextLink>
        </p>
      ) : null}
    </Page>
  );
}
