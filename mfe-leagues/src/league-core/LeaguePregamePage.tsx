import { useCallback, useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { leaguesApi, Button, Page, PageTitle, StatTable, type LeagueDetail, type PregameSide, type PregameSummary, DataState, Notice, useLeagueData } from '@bb/shared';
import { BoxScorePanel } from './BoxScorePanel';
import { GameList } from './GameList';
import type { LeagueLinks } from './league-links';
import { leagueMessages } from './league-messages';
import { notifyUnless403 } from './league-errors';
import { Stack, TeamLabel, TextLink, Toolbar, TwoColumns } from './league-ui';
import { teamName } from './team-names';
import { useLeaguePlay } from './use-league-play';

type LineupRow = PregameSide['lineup'][number];

function Side({ league, side }: { league: LeagueDetail; side: PregameSide }) {
  const t = leagueMessages.useT();
  const starter = side.startingPitcher;
  return (
    <section aria-label={teamName(league, side.team)}>
      <h2>
        <TeamLabel league={league} index={side.team} badge />
      </h2>
      <p>{starter ? t('pregamePage.startingPitcher', { name: starter.name, throws: starter.throws }) : t('pregamePage.noStarter')}</p>
      <StatTable<LineupRow>
        caption={t('pregamePage.lineupOf', { team: teamName(league, side.team) })}
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

export interface LeaguePregamePageProps {
  /** The league mode's pages for this league (the play screen Play Ball opens). */
  links: (leagueId: number) => LeagueLinks;
  /** The league's own page ("Back to league"). */
  home: (leagueId: string) => string;
}

/**
 * The pregame summary of a league game (route params leagueId and scheduleId), for every league mode: the game's
 * line, both lineups and starters (once the game is final, its box score instead), Play Ball (opens the play screen)
 * and Auto Play for the game's managers. A 403 on the league or the summary shows no toast (as for
 * summary and draft game details); the page says it in place.
 */
export function LeaguePregamePage({ links, home }: LeaguePregamePageProps) {
  const t = leagueMessages.useT();
  const { leagueId = '', scheduleId = '' } = useParams();
  const league = useLeagueData<LeagueDetail>(leagueId, (signal) => leaguesApi.detail(leagueId, signal), notifyUnless403);
  const summary = useLeagueData<PregameSummary>(`${leagueId}:${scheduleId}`, (signal) => leaguesApi.summary(leagueId, scheduleId, signal), notifyUnless403);
  const modeLinks = useMemo(() => links(Number(leagueId)), [links, leagueId]);
  const { reload: reloadLeague } = league;
  const { reload: reloadSummary } = summary;
  const refresh = useCallback(() => {
    reloadLeague();
    reloadSummary();
  }, [reloadLeague, reloadSummary]);
  const { play, autoPlay, busy, refreshing } = useLeaguePlay({ leagueId, playPath: modeLinks.play, refresh });
  const back = <TextLink to={home(leagueId)}>{t('pregamePage.backToLeague')}</TextLink>;
  const final = summary.data?.game.status === 'final';
  return (
    <Page>
      <PageTitle>{final ? t('boxScore.title') : t('pregamePage.title')}</PageTitle>
      <DataState data={league.data && summary.data ? { league: league.data, summary: summary.data } : undefined} error={summary.error ?? league.error} loading={league.loading || summary.loading}>
        {({ league: l, summary: s }) => (
          <Stack>
            {/* Who is at home, the day and the first pitch in ET: the same line as the schedule's. */}
            <GameList league={l} games={[s.game]} />
            {s.game.status === 'final' ? (
              <BoxScorePanel league={l} scheduleId={s.game.scheduleId} />
            ) : (
              <TwoColumns>
                <Side league={l} side={s.away} />
                <Side league={l} side={s.home} />
              </TwoColumns>
            )}
            <Toolbar>
              {s.game.yours && s.game.status !== 'final' ? (
                <>
                  <Button disabled={busy !== null} onClick={() => void play(s.game)}>
                    {t('pregamePage.playBall')}
                  </Button>
                  {s.game.status === 'scheduled' ? (
                    <Button $variant="secondary" disabled={busy !== null} onClick={() => void autoPlay(s.game)}>
                      {t('autoPlay')}
                    </Button>
                  ) : null}
                </>
              ) : null}
              {back}
            </Toolbar>
            {refreshing ? <Notice role="status">{t('refreshSoon')}</Notice> : null}
          </Stack>
        )}
      </DataState>
      {summary.error !== undefined || league.error !== undefined ? <p>{back}</p> : null}
    </Page>
  );
}
