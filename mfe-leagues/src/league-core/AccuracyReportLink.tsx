import styled from 'styled-components';
import { defineMessages, tokens, paths } from '@bb/shared';
import { TextLink } from './league-ui';

/**
 * A season's accuracy report, or its season picker without a year. The season lobby, a replay's page and "How it
 * really went" (three features) link to it, so the path and the link's words live here.
 */
export const seasonAccuracyPath = (year?: number): string => paths.season.accuracy(year);

const messages = defineMessages('accuracyReportLink', {
  any: 'How close do our replays come to the real seasons? See the accuracy reports',
  year: 'How close do replays of {{year}} come to the record? See the accuracy report',
});

const Line = styled.p`
  margin: 0;
  font-size: ${tokens.fontSizes.md};
`;

/** One line with the link; `year` opens that season's report. */
export function AccuracyReportLink({ year, className }: { year?: number; className?: string }) {
  const t = messages.useT();
  return (
    <Line className={className}>
      <TextLink to={seasonAccuracyPath(year)} data-testid="accuracy-report-link">
        {year === undefined ? t('any') : t('year', { year })}
      </TextLink>
    </Line>
  );
}
