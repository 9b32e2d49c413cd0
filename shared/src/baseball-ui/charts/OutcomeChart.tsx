import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { baseballMessages } from '../messages';
import type { OutcomeShare } from '../types';
import { OUTCOME_COLOURS, outcomeSeries } from './chart-data';
import { tokens } from '../../theme/theme-vars';

// victory is fetched only when a chart mounts: the panel's text paints first.
const OutcomeBars = lazy(() => import(/* webpackChunkName: "chart-outcomes" */ './OutcomeBars'));

const Figure = styled.figure`
  margin: 0;
  figcaption {
    font-weight: 600;
    margin-bottom: ${tokens.spacing.sm};
  }
`;
const Body = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.spacing.md};
`;
const ChartBox = styled.div`
  flex: 1 1 300px;
  max-width: 480px;
  min-height: 170px;
`;
const Legend = styled.table`
  border-collapse: collapse;
  font-size: ${tokens.fontSizes.sm};
  font-variant-numeric: tabular-nums;
  th,
  td {
    padding: 2px 8px;
    text-align: right;
  }
  th:first-child {
    text-align: left;
  }
`;
const Swatch = styled.span<{ $colour: string }>`
  display: inline-block;
  width: 10px;
  height: 10px;
  margin-right: 6px;
  border-radius: 2px;
  background: ${(p) => p.$colour};
`;

/** Stacked percentage chart of outcomes against left and right, with its numbers as a table. */
export function OutcomeChart({ vsLeft, vsRight }: { vsLeft: OutcomeShare; vsRight: OutcomeShare }) {
  const t = baseballMessages.useT();
  const series = outcomeSeries(vsLeft, vsRight, { left: t('chart.vsLeft'), right: t('chart.vsRight') });
  return (
    <Figure data-testid="outcome-chart">
      <figcaption>{t('chart.outcomesTitle')}</figcaption>
      <Body>
      <ChartBox>
        <Suspense fallback={<p>{t('chart.loading')}</p>}>
          <OutcomeBars series={series} title={t('chart.outcomesTitle')} />
        </Suspense>
      </ChartBox>
      <Legend>
        <thead>
          <tr>
            <th scope="col" />
            <th scope="col">{t('chart.vsLeft')}</th>
            <th scope="col">{t('chart.vsRight')}</th>
          </tr>
        </thead>
        <tbody>
          {series.map((s) => (
            <tr key={s.key}>
              <th scope="row">
                <Swatch $colour={OUTCOME_COLOURS[s.key]} aria-hidden />
                {s.key}
              </th>
              {s.points.map((p) => (
                <td key={p.side}>{p.percent.toFixed(1)}%</td>
              ))}
            </tr>
          ))}
        </tbody>
      </Legend>
      </Body>
    </Figure>
  );
}
