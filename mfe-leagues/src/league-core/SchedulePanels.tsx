import { useState, type ReactNode } from 'react';
import { leaguesApi, type LeagueDetail, type LeagueGameView, type LeagueSchedule, DataState, Notice, useLeagueData } from '@bb/shared';
import { GameList } from './GameList';
import { dayLabel } from './league-days';
import { teamName } from './team-names';
import { notifyUnless403 } from './league-errors';
import type { LeagueLinks } from './league-links';
import { leagueMessages } from './league-messages';
import { SmallButton, TextLink, Toolbar } from './league-ui';
import { useLeaguePlay } from './use-league-play';

export interface SchedulePanelProps {
  league: LeagueDetail;
  links: LeagueLinks;
  /** Bumped by the page when the league changed (sim, play): the panel loads again. */
  version: number;
  refresh: () => void;
}

/** The league's schedule retrieval: a 403 shows no toast (the panel says it in place). */
function useSchedule(leagueId: number, filter: { day?: number; team?: number; limit?: number }, version: number) {
  const key = `${leagueId}:${filter.day ?? ''}:${filter.team ?? ''}:${version}`;
  return useLeagueData<LeagueSchedule>(key, (signal) => leaguesApi.schedule(leagueId, filter, signal), notifyUnless403);
}

function DayPager({ day, setDay }: { day: number; setDay: (day: number) => void }) {
  const t = leagueMessages.useT();
  return (
    <Toolbar>
      <SmallButton onClick={() => setDay(day - 1)} disabled={day <= 0}>
        {t('previousDay')}
      </SmallButton>
      <strong aria-live="polite">{t('day', { day: dayLabel(day) })}</strong>
      <SmallButton onClick={() => setDay(day + 1)}>{t('nextDay')}</SmallButton>
    </Toolbar>
  );
}

/** Play, Auto Play and the pregame link for the viewer's own unplayed games; Watch for a started one. */
function useGameActions({ league, links, refresh }: Omit<SchedulePanelProps, 'version'>) {
  const t = leagueMessages.useT();
  const { play, autoPlay, busy, refreshing } = useLeaguePlay({ leagueId: league.leagueId, playPath: links.play, refresh });
  const actions = (game: LeagueGameView): ReactNode => {
    if (!game.yours || game.status === 'final') return null;
    const disabled = busy !== null;
    return (
      <>
        <SmallButton onClick={() => void play(game)} disabled={disabled}>
          {game.status === 'live' ? t('watch') : t('play')}
        </SmallButton>
        {game.status === 'scheduled' ? (
          <SmallButton onClick={() => void autoPlay(game)} disabled={disabled}>
            {t('autoPlay')}
          </SmallButton>
        ) : null}
        <TextLink to={links.pregame(game)}>{t('pregame')}</TextLink>
      </>
    );
  };
  return { actions, refreshing };
}

const firstDay = (league: LeagueDetail) => Math.max(0, league.nextGame?.day ?? 0);

/** Schedule: one day at a time, starting at the viewer's next game. */
export function SchedulePanel(props: SchedulePanelProps) {
  const t = leagueMessages.useT();
  const { league, version } = props;
  const [day, setDay] = useState(() => firstDay(league));
  const schedule = useSchedule(league.leagueId, { day }, version);
  const { actions, refreshing } = useGameActions(props);
  return (
    <section aria-label={t('tabs.schedule')}>
      <DayPager day={day} setDay={setDay} />
      {refreshing ? <Notice role="status">{t('refreshSoon')}</Notice> : null}
      <DataState {...schedule} empty={t('noGamesOnDay', { day: dayLabel(day) })} isEmpty={(s) => s.games.length === 0}>
        {(s) => <GameList league={league} games={s.games} actions={actions} />}
      </DataState>
    </section>
  );
}

/** Scores: the final scores of one day, each with the way to its box score (the game's page). */
export function ScoresPanel({ league, version, links }: Pick<SchedulePanelProps, 'league' | 'version' | 'links'>) {
  const t = leagueMessages.useT();
  const [day, setDay] = useState(() => Math.max(0, (league.nextGame?.day ?? 1) - 1));
  const schedule = useSchedule(league.leagueId, { day }, version);
  const finals = (s: LeagueSchedule) => s.games.filter((g) => g.status === 'final');
  return (
    <section aria-label={t('tabs.scores')}>
      <DayPager day={day} setDay={setDay} />
      <DataState {...schedule} empty={t('noFinalsOnDay', { day: dayLabel(day) })} isEmpty={(s) => finals(s).length === 0}>
        {(s) => <GameList league={league} games={finals(s)} actions={(game) => <TextLink to={links.pregame(game)}>{t('boxScore.link')}</TextLink>} />}
      </DataState>
    </section>
  );
}

/** Team Schedule: every game of one team (the viewer's by default). */
export function TeamSchedulePanel(props: SchedulePanelProps) {
  const t = leagueMessages.useT();
  const { league, version } = props;
  const [team, setTeam] = useState(() => league.myTeam ?? league.teams.find((x) => x.favourite)?.index ?? league.teams[0]?.index ?? 0);
  const schedule = useSchedule(league.leagueId, { team, limit: 500 }, version);
  const { actions, refreshing } = useGameActions(props);
  return (
    <section aria-label={t('tabs.teamSchedule')}>
      <Toolbar>
        <label>
          {t('chooseTeam')}{' '}
          <select value={team} onChange={(e) => setTeam(Number(e.target.value))}>
            {league.teams.map((x) => (
              <option key={x.index} value={x.index}>
                {`${teamName(league, x.index)}${x.index === league.myTeam ? ` (${t('you')})` : ''}`}
              </option>
            ))}
          </select>
        </label>
      </Toolbar>
      {refreshing ? <Notice role="status">{t('refreshSoon')}</Notice> : null}
      <DataState {...schedule} empty={t('noGames')} isEmpty={(s) => s.games.length === 0}>
        {(s) => <GameList league={league} games={s.games} actions={actions} />}
      </DataState>
    </section>
  );
}
