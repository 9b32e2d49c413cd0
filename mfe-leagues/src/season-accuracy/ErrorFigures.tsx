import styled from 'styled-components';
import { formatInnings, formatPerGame, ipFromOuts, media, playerPath, type SeasonAccuracyErrors, type SeasonAccuracyUsage, tokens } from '@bb/shared';
import { Panel, TextLink } from '../league-core';
import { accuracyMessages } from './messages';
import { formatPct, formatSignedPct, formatWins } from './report-format';

type FigureKey = 'wRmse' | 'wRmseOfMean' | 'rsRmse' | 'raRmse' | 'rPerG' | 'cg' | 'sho' | 'starters' | 'usage';

/** Each figure's value as read aloud: wins, runs a game, a signed percentage, two counts or a share. */
function figureValues(e: SeasonAccuracyErrors, t: ReturnType<typeof accuracyMessages.useT>): Array<[FigureKey, string]> {
  return [
    ['wRmse', t('errors.wins', { n: formatWins(e.wRmse) })],
    ['wRmseOfMean', t('errors.wins', { n: formatWins(e.wRmseOfMean) })],
    ['rsRmse', t('errors.runs', { n: formatPerGame(e.rsRmse) })],
    ['raRmse', t('errors.runs', { n: formatPerGame(e.raRmse) })],
    ['rPerG', formatSignedPct(e.rPerGDiffPct)],
    ['cg', formatSignedPct(e.cgDiffPct)],
    ['sho', formatSignedPct(e.shoDiffPct)],
    ['starters', t('errors.starters.value', { real: formatWins(e.startersPerTeam.real), sim: formatWins(e.startersPerTeam.sim) })],
    ['usage', formatPct(e.maxUsagePct)],
  ];
}

/** Whose workload the usage figure is, in his own units (innings the scorebook way), with his player page. */
function UsageDetail({ usage, year }: { usage: SeasonAccuracyUsage; year: number }) {
  const t = accuracyMessages.useT();
  const amount = (n: number) => (usage.kind === 'outs' ? formatInnings(ipFromOuts(n)) : String(Math.round(n)));
  return (
    <Explain data-testid="accuracy-usage-detail">
      {t(`errors.usage.${usage.kind}`, { sim: amount(usage.sim), real: amount(usage.real) })} · <TextLink to={playerPath(usage.playerId, year)}>{t('errors.usage.who')}</TextLink>
    </Explain>
  );
}

/** The error figures, each with a plain label, its value and what a fan should make of it. */
export function ErrorFigures({ errors, year }: { errors: SeasonAccuracyErrors; year: number }) {
  const t = accuracyMessages.useT();
  return (
    <Figures data-testid="accuracy-errors">
      {figureValues(errors, t).map(([key, value]) => (
        <Figure key={key} data-testid={`accuracy-error-${key}`}>
          <dt>{t(`errors.${key}.label`)}</dt>
          <Value>{value}</Value>
          {key === 'usage' && errors.maxUsageOf ? <UsageDetail usage={errors.maxUsageOf} year={year} /> : null}
          {(key === 'wRmse' || key === 'wRmseOfMean') && errors.luckFloor ? (
            <Explain data-testid={`accuracy-floor-${key}`}>{t('errors.floor', { n: formatWins(errors.luckFloor[key]) })}</Explain>
          ) : null}
          <Explain>{t(`errors.${key}.text`)}</Explain>
        </Figure>
      ))}
    </Figures>
  );
}

const Figures = styled.dl`
  display: grid;
  gap: ${tokens.spacing.sm};
  margin: 0;
  ${media.up('tablet')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.up('lg')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Figure = styled(Panel)`
  align-content: start;
  gap: ${tokens.spacing.xs};
  color: ${tokens.colors.text};
  dt {
    font-weight: 600;
  }
`;

const Value = styled.dd`
  margin: 0;
  font-family: ${tokens.fonts.heading};
  font-size: ${tokens.fontSizes.xl};
  font-variant-numeric: tabular-nums;
`;

const Explain = styled.dd`
  margin: 0;
  font-size: ${tokens.fontSizes.md};
  color: ${tokens.colors.textMuted};
`;
