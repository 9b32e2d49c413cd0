import styled from 'styled-components';
import { PageTitle, TOURNAMENT_FORMAT_LABELS, formatEtDateTime, useCountdown, type TournamentDetail, tokens } from '@bb/shared';
import { summaryMessages } from './messages';

const Facts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.spacing.xs} ${tokens.spacing.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: 2px ${tokens.spacing.sm};
    border-radius: ${tokens.radii.pill};
    background: ${tokens.colors.background};
    border: 1px solid ${tokens.colors.border};
    font-size: ${tokens.fontSizes.md};
  }
`;

const Clock = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${tokens.spacing.xs} ${tokens.spacing.md};
  margin-top: ${tokens.spacing.sm};
  font-size: ${tokens.fontSizes.md};
  strong {
    font: 700 ${tokens.fontSizes.xl} ${tokens.fonts.mono};
  }
`;

const Label = styled.span`
  color: ${tokens.colors.textMuted};
`;

/**
 * The tournament's name and facts (format, series length, seasons, status); before the lock the Time Left countdown,
 * counted on the server's clock (the answer's `now` corrects it if it moved), and the claimed count. The lock itself arrives as a `tournament-changed`
 * event, which reloads the page.
 */
export function SummaryHeader({ detail }: { detail: TournamentDetail }) {
  const t = summaryMessages.useT();
  const claiming = detail.status === 'claiming';
  const left = useCountdown(claiming ? detail.locksAt : null, { serverNow: detail.now }).text;
  const seasons = detail.fromYear === detail.toYear ? t('season', { year: detail.fromYear }) : t('seasons', { from: detail.fromYear, to: detail.toYear });
  return (
    <header>
      <PageTitle>{detail.name}</PageTitle>
      <Facts aria-label={t('title')}>
        <li>{TOURNAMENT_FORMAT_LABELS[detail.format]}</li>
        <li>{detail.seriesLength > 1 ? t('bestOf', { n: detail.seriesLength }) : t('singleGame')}</li>
        <li>{seasons}</li>
        <li data-testid="tournament-status">{t(`statuses.${detail.status}`)}</li>
        <li>{t('owner', { name: detail.ownerName })}</li>
      </Facts>
      {claiming ? (
        <Clock>
          <span>
            <Label>{t('timeLeft')} </Label>
            <strong data-testid="time-left">{left}</strong>
          </span>
          <span data-testid="claimed-count">{t('claimed', { claimed: detail.claimedTeams, total: detail.totalTeams })}</span>
          <Label>{t('locksAt', { when: formatEtDateTime(detail.locksAt) })}</Label>
        </Clock>
      ) : (
        <Clock>
          <Label>{t('firstGame', { when: formatEtDateTime(detail.firstGameAt) })}</Label>
        </Clock>
      )}
    </header>
  );
}
