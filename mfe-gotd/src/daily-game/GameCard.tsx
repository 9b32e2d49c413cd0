import styled from 'styled-components';
import { Button, Card, Spinner, formatDate, media, type GotdDefaults, type GotdTeamSeason } from '@bb/shared';
import { dailyGameMessages } from './daily-game-messages';
import { ResultLine } from './ResultLine';
import { useCountdown } from './use-countdown';

const Box = styled(Card)`
  display: grid;
  gap: ${(p) => p.theme.spacing.md};
`;

const Day = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.textMuted};
  font-size: ${(p) => p.theme.fontSizes.md};
`;

const Matchup = styled.div`
  display: grid;
  grid-template-columns: 1fr auto 1fr;
  align-items: center;
  gap: ${(p) => p.theme.spacing.sm};
  text-align: center;
`;

const Team = styled.div<{ $mine: boolean }>`
  display: grid;
  gap: 2px;
  padding: ${(p) => p.theme.spacing.sm};
  border-radius: ${(p) => p.theme.radii.md};
  border: 2px solid ${(p) => (p.$mine ? p.theme.colors.primary : 'transparent')};
  strong {
    font: 700 ${(p) => p.theme.fontSizes.lg} ${(p) => p.theme.fonts.heading};
    color: ${(p) => p.theme.colors.text};
    ${media.up('tablet')} {
      font-size: ${(p) => p.theme.fontSizes.xl};
    }
  }
  span {
    color: ${(p) => p.theme.colors.textMuted};
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
`;

const At = styled.span`
  font: 700 ${(p) => p.theme.fontSizes.md} ${(p) => p.theme.fonts.heading};
  color: ${(p) => p.theme.colors.textMuted};
  text-transform: uppercase;
`;

const Note = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.text};
`;

const Streaks = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${(p) => p.theme.spacing.sm};
  margin: 0;
  ${media.up('tablet')} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  div {
    padding: ${(p) => p.theme.spacing.sm};
    border-radius: ${(p) => p.theme.radii.md};
    background: ${(p) => p.theme.colors.background};
    text-align: center;
  }
  dt { font-size: ${(p) => p.theme.fontSizes.sm}; color: ${(p) => p.theme.colors.textMuted}; }
  dd { margin: 0; font: 700 ${(p) => p.theme.fontSizes.xl} ${(p) => p.theme.fonts.heading}; color: ${(p) => p.theme.colors.text}; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.spacing.md};
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
  const countdown = useCountdown(defaults?.nextGameAt ?? null);
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
