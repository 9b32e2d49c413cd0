import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { baseballMessages } from '../messages';

const ParkBars = lazy(() => import(/* webpackChunkName: "chart-park" */ './ParkBars'));

const ChartBox = styled.div`
  max-width: 480px;
  min-height: 260px;
`;

/** Ballpark-factor column chart: 40 to 160, line at 100, Pitcher Friendly to Batter Friendly. */
export function BallparkChart({ battingFactor, pitchingFactor }: { battingFactor: number; pitchingFactor: number }) {
  const t = baseballMessages.useT();
  return (
    <figure style={{ margin: 0 }} data-testid="ballpark-chart">
      <figcaption style={{ fontWeight: 600 }}>{t('chart.parkTitle')}</figcaption>
      <ChartBox>
        <Suspense fallback={<p>{t('chart.loading')}</p>}>
          <ParkBars
            bars={[
              { label: t('chart.battingFactor'), factor: battingFactor },
              { label: t('chart.pitchingFactor'), factor: pitchingFactor },
            ]}
            top={t('chart.batterFriendly')}
            bottom={t('chart.pitcherFriendly')}
            title={t('chart.parkTitle')}
          />
        </Suspense>
      </ChartBox>
    </figure>
  );
}
