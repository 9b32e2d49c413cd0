import styled from 'styled-components';
import { FIXED_PERIODS, lastSixMonths, type PeriodChoice } from './periods';
import { leaderboardMessages } from './leaderboard-messages';
import { tokens } from '@bb/shared';

const Select = styled.select`
  min-height: 40px;
  padding: 0 ${tokens.spacing.md};
  border: 1px solid ${tokens.colors.border};
  border-radius: ${tokens.radii.md};
  background: ${tokens.colors.surface};
  color: ${tokens.colors.text};
  font: 500 ${tokens.fontSizes.md} ${tokens.fonts.body};
  &:disabled {
    opacity: 0.6;
  }
  &:focus-visible {
    outline: 3px solid ${tokens.colors.focus};
    outline-offset: 2px;
  }
`;

/** AllTime, Today, Last 7 Days, then the last six months oldest first under 'Month by Month'. */
export function PeriodSelect({ value, locked, onChange, now }: { value: PeriodChoice; locked: boolean; onChange: (choice: PeriodChoice) => void; now?: Date }) {
  const t = leaderboardMessages.useT();
  return (
    <Select aria-label={t('period')} value={value} disabled={locked} onChange={(e) => onChange(e.target.value as PeriodChoice)}>
      {FIXED_PERIODS.map((period) => (
        <option key={period} value={period}>
          {t(`periods.${period}`)}
        </option>
      ))}
      <optgroup label={t('monthByMonth')}>
        {lastSixMonths(now).map((month) => (
          <option key={month.value} value={month.value}>
            {month.label}
          </option>
        ))}
      </optgroup>
    </Select>
  );
}
