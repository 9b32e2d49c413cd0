import styled from 'styled-components';
import { DataState, media, nostalgiaApi, useLeagueData, type NostalgiaOutcome as Outcome, tokens } from '@bb/shared';
import { nostalgiaMessages } from './messages';
import { seriesScore, shortNames } from './series-text';

export interface NostalgiaOutcomeProps {
  leagueId: number;
  /** Changes when the series may have moved on (after a sim or a game): the panel loads again. */
  version?: string | number;
}

/** "Your series" beside "What really happened" for one nostalgia series. */
export function NostalgiaOutcome({ leagueId, version }: NostalgiaOutcomeProps) {
  const outcome = useLeagueData<Outcome>(`${leagueId}:${version ?? ''}`, (signal) => nostalgiaApi.outcome(leagueId, signal));
  const t = nostalgiaMessages.useT();
  return (
    <Section aria-label={t('outcome.title')} data-testid="nostalgia-outcome">
      <DataState {...outcome}>{(o) => <Columns><YourSeries outcome={o} /><RealSeries outcome={o} /></Columns>}</DataState>
    </Section>
  );
}

const teamName = (o: Outcome, index: number) => shortNames(o.teams.map((t) => t.label))[index] ?? '';

function YourSeries({ outcome: o }: { outcome: Outcome }) {
  const t = nostalgiaMessages.useT();
  const [a, b] = [o.teams[0]?.seriesWins ?? 0, o.teams[1]?.seriesWins ?? 0];
  const score = seriesScore(a, b);
  const leader = a === b ? null : a > b ? 0 : 1;
  const summary =
    o.champion !== null
      ? t('outcome.won', { team: teamName(o, o.champion), score })
      : a + b === 0
        ? t('outcome.notStarted')
        : leader === null
          ? t('outcome.tied', { score })
          : t('outcome.leads', { team: teamName(o, leader), score });
  return (
    <Column>
      <h2>{t('outcome.yours')}</h2>
      <Lead data-testid="nostalgia-your-result">{summary}</Lead>
      <Games>
        {o.games.map((g) => (
          <li key={g.scheduleId}>
            <span>{t('outcome.game', { n: g.gameOfSeries })}</span>{' '}
            <span>
              {g.status === 'final'
                ? t('outcome.final', { away: teamName(o, g.away), awayRuns: g.awayRuns ?? 0, home: teamName(o, g.home), homeRuns: g.homeRuns ?? 0 })
                : `${t('outcome.atHome', { away: teamName(o, g.away), home: teamName(o, g.home) })} (${g.status === 'live' ? t('outcome.live') : t('outcome.notPlayed')})`}
            </span>
          </li>
        ))}
      </Games>
    </Column>
  );
}

function RealSeries({ outcome: o }: { outcome: Outcome }) {
  const t = nostalgiaMessages.useT();
  const year = o.teams[0]?.year ?? 0;
  return (
    <Column>
      <h2>{t('outcome.real')}</h2>
      {o.real ? (
        <>
          <Lead data-testid="nostalgia-real-result">
            {o.real.seriesScore
              ? t('outcome.realWon', { team: teamName(o, o.real.winner), year, score: o.real.seriesScore })
              : t('outcome.realWonNoScore', { team: teamName(o, o.real.winner), year })}
          </Lead>
          {o.champion !== null ? (
            <p>{o.champion === o.real.winner ? t('outcome.sameWinner', { year }) : t('outcome.otherWinner', { year, team: teamName(o, o.real.winner) })}</p>
          ) : null}
        </>
      ) : (
        <Lead data-testid="nostalgia-real-result">{t('outcome.neverMet')}</Lead>
      )}
      <Facts>
        {o.teams.map((team) => (
          <li key={team.index}>
            {t('outcome.regularSeason', { team: team.label, wins: team.wins, losses: team.losses })}
            {!o.real && team.october ? <Muted> · {team.october}</Muted> : null}
          </li>
        ))}
      </Facts>
      {o.why ? (
        <p>
          <strong>{t('outcome.why')}:</strong> {o.why}
        </p>
      ) : null}
    </Column>
  );
}

const Section = styled.section`
  margin-bottom: ${tokens.spacing.md};
`;

const Columns = styled.div`
  display: grid;
  gap: ${tokens.spacing.md};
  ${media.up('tablet')} {
    grid-template-columns: 1fr 1fr;
    align-items: start;
  }
`;

const Column = styled.div`
  padding: ${tokens.spacing.md};
  border: 1px solid ${tokens.colors.border};
  border-radius: ${tokens.radii.md};
  background: ${tokens.colors.surface};
  color: ${tokens.colors.text};
  h2 {
    margin: 0 0 ${tokens.spacing.sm};
    font-family: ${tokens.fonts.heading};
    font-size: ${tokens.fontSizes.lg};
  }
  p {
    margin: ${tokens.spacing.sm} 0 0;
  }
`;

const Lead = styled.p`
  && {
    margin: 0;
  }
  font-weight: 600;
`;

const Games = styled.ol`
  margin: ${tokens.spacing.sm} 0 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${tokens.spacing.xs};
  font-size: ${tokens.fontSizes.md};
  li > span:first-child {
    display: inline-block;
    min-width: 4.5em;
    color: ${tokens.colors.textMuted};
  }
`;

const Facts = styled.ul`
  margin: ${tokens.spacing.sm} 0 0;
  padding-left: 1.2em;
  font-size: ${tokens.fontSizes.md};
`;

const Muted = styled.span`
  color: ${tokens.colors.textMuted};
`;
