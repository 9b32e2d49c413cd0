import styled from 'styled-components';
import { media, type LeagueBracket, type LeagueDetail, type LeaguePlayoffTie, type LeagueSeriesView, Notice, tokens } from '@bb/shared';
import { leagueMessages } from './league-messages';
import { TeamLabel } from './league-ui';
import { teamName } from './team-names';

const Rounds = styled.div`
  display: grid;
  gap: ${tokens.spacing.md};
  overflow-x: auto;
  ${media.up('tablet')} {
    grid-auto-flow: column;
    grid-auto-columns: minmax(220px, 1fr);
  }
`;

const Round = styled.section`
  display: grid;
  gap: ${tokens.spacing.sm};
  align-content: space-around;
  h3 {
    margin: 0;
    font-size: ${tokens.fontSizes.md};
  }
`;

const Series = styled.div`
  border: 1px solid ${tokens.colors.border};
  border-radius: ${tokens.radii.md};
  background: ${tokens.colors.surface};
  padding: ${tokens.spacing.sm};
  display: grid;
  gap: 4px;
`;

const Seed = styled.div<{ $won: boolean }>`
  display: flex;
  justify-content: space-between;
  gap: ${tokens.spacing.sm};
  font-weight: ${(p) => (p.$won ? 700 : 400)};
  font-variant-numeric: tabular-nums;
`;

const Champion = styled.p`
  margin: 0 0 ${tokens.spacing.md};
  font-size: ${tokens.fontSizes.lg};
  font-weight: 700;
`;

const TieList = styled.ul`
  margin: 0 0 ${tokens.spacing.md};
  padding-left: 20px;
  color: ${tokens.colors.text};
`;

const Muted = styled.span`
  color: ${tokens.colors.textMuted};
  font-size: ${tokens.fontSizes.sm};
`;

function SeriesBox({ league, series }: { league: LeagueDetail; series: LeagueSeriesView }) {
  const t = leagueMessages.useT();
  return (
    <Series data-testid="series">
      <Seed $won={series.winner !== null && series.winner === series.top}>
        <TeamLabel league={league} index={series.top} badge />
        <span>{series.topWins}</span>
      </Seed>
      <Seed $won={series.winner !== null && series.winner === series.bottom}>
        <TeamLabel league={league} index={series.bottom} badge />
        <span>{series.bottomWins}</span>
      </Seed>
      <Muted>{t('bracket.bestOf', { n: series.bestOf })}</Muted>
    </Series>
  );
}

const RULE_KEYS = { 'head-to-head': 'headToHead', 'run differential': 'runDifferential', 'table order': 'tableOrder' } as const;

/** One line per tie for a place: who took it, over whom, and how (the tie-breaker game's score, or the rule). */
function TieNotes({ league, ties }: { league: LeagueDetail; ties: readonly LeaguePlayoffTie[] }) {
  const t = leagueMessages.useT();
  if (ties.length === 0) return null;
  const text = (tie: LeaguePlayoffTie) => {
    const [a, b] = tie.teams;
    if (tie.winner === null) return t('bracket.tieGamePending', { a: teamName(league, a), b: teamName(league, b) });
    const names = { winner: teamName(league, tie.winner), loser: teamName(league, tie.winner === a ? b : a) };
    if (tie.settledBy === 'game') return t('bracket.tieGame', { ...names, won: tie.score?.winner ?? '', lost: tie.score?.loser ?? '' });
    return t('bracket.tieRule', { ...names, rule: t(`bracket.tieRules.${RULE_KEYS[tie.settledBy]}`) });
  };
  return (
    <TieList aria-label={t('bracket.ties')} data-testid="playoff-ties">
      {ties.map((tie) => (
        <li key={tie.group}>{text(tie)}</li>
      ))}
    </TieList>
  );
}

/** Series boxes per round (left to right on wide screens, stacked on phones), the champion, and how ties for a place were settled. */
export function BracketView({ league, bracket }: { league: LeagueDetail; bracket: LeagueBracket }) {
  const t = leagueMessages.useT();
  if (bracket.rounds.length === 0) {
    return (
      <>
        <Notice>{bracket.note ?? t('bracket.empty')}</Notice>
        <TieNotes league={league} ties={bracket.ties} />
      </>
    );
  }
  return (
    <div data-testid="bracket">
      <Champion>{bracket.champion !== null ? t('bracket.champion', { team: teamName(league, bracket.champion) }) : t('bracket.noChampion')}</Champion>
      {bracket.note ? <Notice>{bracket.note}</Notice> : null}
      <TieNotes league={league} ties={bracket.ties} />
      <Rounds>
        {bracket.rounds.map((round) => (
          <Round key={round.name} aria-label={round.name}>
            <h3>
              {round.name} <Muted>{t('bracket.bestOf', { n: round.bestOf })}</Muted>
            </h3>
            {round.series.map((series, i) => (
              <SeriesBox key={`${round.name}-${i}`} league={league} series={series} />
            ))}
          </Round>
        ))}
      </Rounds>
    </div>
  );
}
