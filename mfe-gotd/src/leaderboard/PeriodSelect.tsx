import styled from 'styled-components';
import { FIXED_PERIODS, lastSixMonths, type PeriodChoice } from './periods';
import { leaderboardMessages } from './leaderboard-messages';

const Select = styled.select`
  min-height: 40px;
  padding: 0 ${(p) => p.theme.spacing.md};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  font: 500 ${(p) => p.theme.fontSizes.md} ${(p) => p.theme.fonts.body};
  &:disabled {
    opacity: 0.6;
  }
  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** AllTime, Today, Last 7 Days, then the last six months oldest first under 'Month by Month' (spec §9). */
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
