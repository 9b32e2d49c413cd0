import styled from 'styled-components';
import { Button, errorMessageOf, formatEtDateTime, Notice, Spinner, tokens, type SeasonAccuracyReport } from '@bb/shared';
import { Panel, Stack } from '../league-core';
import { RatesTable, StandingsTables } from './AccuracyTables';
import { ErrorFigures } from './ErrorFigures';
import { accuracyMessages } from './messages';
import { isComputing, useAccuracyReport } from './use-accuracy-report';

/** One season's report: asked for on mount, followed while its replays run, then the figures. */
export function AccuracyReport({ year }: { year: number }) {
  const t = accuracyMessages.useT();
  const { data, error, loading, reload } = useAccuracyReport(year);
  if (data === undefined) return loading || error === undefined ? <Spinner /> : <Failed message={errorMessageOf(error)} retry={reload} busy={false} />;
  return (
    <Stack data-testid="accuracy-report" data-status={data.status}>
      {isComputing(data) ? <Progress report={data} /> : null}
      {data.status === 'failed' ? <Failed message={t('failed', { year: data.year })} retry={reload} busy={loading} /> : null}
      {data.status === 'ready' ? <Figures report={data} /> : null}
      <SmallPrint data-testid="accuracy-meta">
        {data.computedAt
          ? t('meta', { engine: data.engineVersion, replays: data.replays, when: formatEtDateTime(data.computedAt) })
          : t('metaPending', { engine: data.engineVersion })}
      </SmallPrint>
    </Stack>
  );
}

function Progress({ report }: { report: SeasonAccuracyReport }) {
  const t = accuracyMessages.useT();
  const vars = { year: report.year, done: report.replaysDone, replays: report.replays };
  return (
    <Box>
      <p role="status" data-testid="accuracy-progress">
        {t(report.status === 'queued' ? 'progress.queued' : 'progress.running', vars)}
      </p>
      <Bar max={report.replays} value={report.replaysDone} aria-label={t('progress.label')} />
      <Note>{t('progress.note')}</Note>
    </Box>
  );
}

function Failed({ message, retry, busy }: { message: string; retry: () => void; busy: boolean }) {
  const t = accuracyMessages.useT();
  return (
    <Box>
      <Notice role="alert">{message}</Notice>
      <div>
        <Button $variant="secondary" onClick={retry} disabled={busy}>
          {t('retry')}
        </Button>
      </div>
    </Box>
  );
}

function Figures({ report }: { report: SeasonAccuracyReport }) {
  const t = accuracyMessages.useT();
  return (
    <>
      <Section aria-labelledby="accuracy-standings">
        <h2 id="accuracy-standings">{t('standings.title')}</h2>
        <p>{t('standings.intro')}</p>
        <Note>{t('standings.legend')}</Note>
        <StandingsTables teams={report.teams} />
      </Section>
      <Section aria-labelledby="accuracy-rates">
        <h2 id="accuracy-rates">{t('rates.title')}</h2>
        <RatesTable rates={report.rates} />
      </Section>
      {report.errors ? (
        <Section aria-labelledby="accuracy-errors">
          <h2 id="accuracy-errors">{t('errors.title')}</h2>
          <ErrorFigures errors={report.errors} year={report.year} />
        </Section>
      ) : null}
    </>
  );
}

// The league screens' bordered box, a little tighter.
const Box = styled(Panel)`
  gap: ${tokens.spacing.sm};
  color: ${tokens.colors.text};
  p {
    margin: 0;
  }
`;

// Styled by hand: the browser's own bar is a white track on the night surface, which reads as a finished bar.
const Bar = styled.progress`
  appearance: none;
  width: 100%;
  height: 10px;
  border: none;
  border-radius: ${tokens.radii.pill};
  overflow: hidden;
  background: ${tokens.colors.border};
  &::-webkit-progress-bar {
    background: ${tokens.colors.border};
  }
  &::-webkit-progress-value {
    background: ${tokens.colors.primary};
    transition: width 0.4s ease;
  }
  &::-moz-progress-bar {
    background: ${tokens.colors.primary};
  }
`;

const Section = styled.section`
  display: grid;
  gap: ${tokens.spacing.sm};
  min-width: 0;
  h2 {
    margin: ${tokens.spacing.md} 0 0;
    font-family: ${tokens.fonts.heading};
    font-size: ${tokens.fontSizes.lg};
  }
  p {
    margin: 0;
  }
`;

const Note = styled.p`
  color: ${tokens.colors.textMuted};
  font-size: ${tokens.fontSizes.sm};
`;

const SmallPrint = styled.p`
  margin: 0;
  color: ${tokens.colors.textMuted};
  font-size: ${tokens.fontSizes.sm};
`;
