import { useState } from 'react';
import styled from 'styled-components';
import {
  Button,
  PageTitle,
  formatEtDateTime,
  notifyError,
  toast,
  type LeagueDetail,
  type SimTarget,
  leaguesApi,
  useCountdown,
  tokens,
} from '@bb/shared';
import { TextLink, leagueMessages, teamName } from '../league-core';
import { historicalPaths } from './league-paths';
import { historicalMessages } from './messages';

const Head = styled.header`
  display: grid;
  gap: ${tokens.spacing.sm};
  margin-bottom: ${tokens.spacing.md};
  h1 {
    margin: 0;
  }
`;

const Facts = styled.p`
  margin: 0;
  color: ${tokens.colors.textMuted};
`;

const Next = styled.div`
  padding: ${tokens.spacing.sm} ${tokens.spacing.md};
  border: 1px solid ${tokens.colors.border};
  border-radius: ${tokens.radii.md};
  background: ${tokens.colors.surface};
`;

const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.spacing.sm};
`;

/** The next game of the viewer, with a countdown on the server's clock. */
function NextGame({ league }: { league: LeagueDetail }) {
  const t = historicalMessages.useT();
  const game = league.nextGame;
  const countdown = useCountdown(game?.startsAt, { serverNow: league.now }).text;
  if (!game) return <Next>{t('setup.noNextGame')}</Next>;
  return (
    <Next data-testid="next-game">
      <strong>{t('setup.nextGame')}:</strong> {teamName(league, game.away)} @ {teamName(league, game.home)} · {formatEtDateTime(game.startsAt)}
      <br />
      <span role="timer">{t('setup.startsIn', { time: countdown })}</span>
    </Next>
  );
}

/** League name, status and facts, the next game, and the owner's sim buttons. */
export function LeagueHeader({ league, onSimulated }: { league: LeagueDetail; onSimulated: (league: LeagueDetail) => void }) {
  const t = historicalMessages.useT();
  const lt = leagueMessages.useT();
  const [simming, setSimming] = useState(false);
  const sim = async (to: SimTarget) => {
    setSimming(true);
    try {
      const answer = await leaguesApi.sim(league.leagueId, to);
      onSimulated(answer.league);
      toast.success(t('setup.simulated', { count: answer.played }));
    } catch (error) {
      notifyError(error);
    } finally {
      setSimming(false);
    }
  };
  const over = league.status === 'final';
  return (
    <Head>
      <PageTitle>{league.name}</PageTitle>
      <Facts>
        {lt(`status.${league.status}`)} · {league.years.join(', ')} · {t('teams', { count: league.totalTeams })} · {t('setup.gamesPerTeam', { count: league.gamesPerTeam })} ·{' '}
        {league.isPrivate ? t('private') : t('public')}
        {league.champion !== null ? ` · ${t('champion', { team: teamName(league, league.champion) })}` : ''}
      </Facts>
      <NextGame league={league} />
      {league.isOwner && !over ? (
        <Tools role="group" aria-label={t('setup.ownerTools')}>
          <Button $variant="secondary" disabled={simming} onClick={() => void sim('next')}>
            {t('setup.simNext')}
          </Button>
          <Button $variant="secondary" disabled={simming} onClick={() => void sim('week')}>
            {t('setup.simWeek')}
          </Button>
          <Button $variant="secondary" disabled={simming} onClick={() => void sim('end')}>
            {t('setup.simEnd')}
          </Button>
        </Tools>
      ) : null}
      <Tools>
        <TextLink to={historicalPaths.list()}>{t('setup.backToLeagues')}</TextLink>
        {league.status === 'postseason' || over ? <TextLink to={historicalPaths.playoff(league.leagueId)}>{t('setup.playoffPage')}</TextLink> : null}
      </Tools>
    </Head>
  );
}
