import styled from 'styled-components';
import { Button, Card, Spinner, formatDate, media, type GotdDefaults, type GotdTeamSeason, tokens, useCountdown } from '@bb/shared';
import { dailyGameMessages } from './daily-game-messages';
import { ResultLine } from './ResultLine';

const Box = styled(Card)`
  display: grid;
  gap: ${tokens.spacing.md};
`;

const Day = styled.p`
  margin: 0;
  color: ${tokens.colors.textMuted};
  font-size: ${tokens.fontSizes.md};
`;

const Matchup = styled.div`
  display: grid;
  grid-template-columns: 1fr auto 1fr;
  align-items: center;
  gap: ${tokens.spacing.sm};
  text-align: center;
`;

const Team = styled.div<{ $mine: boolean }>`
  display: grid;
  gap: 2px;
  padding: ${tokens.spacing.sm};
  border-radius: ${tokens.radii.md};
  border: 2px solid ${(p) => (p.$mine ? tokens.colors.primary : 'transparent')};
  strong {
    font: 700 ${tokens.fontSizes.lg} ${tokens.fonts.heading};
    color: ${tokens.colors.text};
    ${media.up('tablet')} {
      font-size: ${tokens.fontSizes.xl};
    }
  }
  span {
    color: ${tokens.colors.textMuted};
    font-size: ${tokens.fontSizes.sm};
  }
`;

const At = styled.span`
  font: 700 ${tokens.fontSizes.md} ${tokens.fonts.heading};
  color: ${tokens.colors.textMuted};
  text-transform: uppercase;
`;

const Note = styled.p`
  margin: 0;
  color: ${tokens.colors.text};
`;

const Streaks = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${tokens.spacing.sm};
  margin: 0;
  ${media.up('tablet')} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  div {
    padding: ${tokens.spacing.sm};
    border-radius: ${tokens.radii.md};
    background: ${tokens.colors.background};
    text-align: center;
  }
  dt { font-size: ${tokens.fontSizes.sm}; color: ${tokens.colors.textMuted}; }
  dd { margin: 0; font: 700 ${tokens.fontSizes.xl} ${tokens.fonts.heading}; color: ${tokens.colors.text}; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.spacing.md};
`;

function TeamBox({ team, mine, label }: { team: GotdTeamSeason; mine: boolean; label: string }) {
  return (
    <Team $mine={mine} aria-label={label}>
      <span>{team.year}</span>
      <strong>{team.name}</strong>
      <span>
        {team.wins}-{team.losses} · {team.lgId}
      </span>
    </Team>
  );
}

export interface GameCardProps {
  defaults: GotdDefaults | null;
  loading: boolean;
  starting: boolean;
  onPlay: () => void;
  /** Where the full board lives: a router link inside the app, an absolute URL in the partner widget. */
  leaderboardLink?: React.ReactNode;
}

/** Today's matchup, the player's attempt (play, resume, or the result) and streaks. */
export function GameCard({ defaults, loading, starting, onPlay, leaderboardLink }: GameCardProps) {
  const t = dailyGameMessages.useT();
  const countdown = useCountdown(defaults?.nextGameAt ?? null).text;
  if (loading && !defaults) return <Spinner />;
  if (!defaults) return <Note>{t('unavailable')}</Note>;
  const mine = defaults.userSide === 'home' ? defaults.home : defaults.away;
  const attempt = defaults.attempt;
  const done = attempt?.status === 'final';
  return (
    <Box aria-label={t('title')} data-testid="gotd-card">
      <Day>{formatDate(`${defaults.gameDay}T12:00:00-05:00`)}</Day>
      <Matchup>
        <TeamBox team={defaults.away} mine={defaults.userSide === 'away'} label={`${defaults.away.year} ${defaults.away.name}`} />
        <At>{t('vs')}</At>
        <TeamBox team={defaults.home} mine={defaults.userSide === 'home'} label={`${defaults.home.year} ${defaults.home.name}`} />
      </Matchup>
      <Note>{t('youManage', { team: `${mine.year} ${mine.name}` })}</Note>
      {done && attempt.result && (
        <>
          <ResultLine result={attempt.result} />
          <Note role="status">{t('alreadyPlayed')}</Note>
        </>
      )}
      <Actions>
        {!done && (
          <Button onClick={onPlay} disabled={starting}>
            {starting ? t('starting') : attempt?.status === 'playing' ? t('resume') : t('play')}
          </Button>
        )}
        {leaderboardLink}
        <Day>{t('nextGame', { time: countdown })}</Day>
      </Actions>
      {defaults.streaks && (
        <Streaks aria-label={t('streaks')}>
          {(['currentPlayStreak', 'maxPlayStreak', 'currentWinStreak', 'maxWinStreak'] as const).map((key) => (
            <div key={key}>
              <dt>{t(key)}</dt>
              <dd>{defaults.streaks![key]}</dd>
            </div>
          ))}
        </Streaks>
      )}
    </Box>
  );
}
