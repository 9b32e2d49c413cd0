import { useId } from 'react';
import styled from 'styled-components';
import { statsMessages } from '../messages';
import { tokens } from '@bb/shared';

const Label = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  font-weight: 600;
  select {
    min-height: 44px;
    padding: 0 10px;
    border: 1px solid ${tokens.colors.border};
    border-radius: ${tokens.radii.md};
    background: ${tokens.colors.surface};
    color: ${tokens.colors.text};
    font: inherit;
  }
  select:disabled {
    opacity: 0.6;
  }
`;

/** The season dropdown; disabled for guests. */
export function SeasonSelect({ years, value, onChange, disabled }: { years: number[]; value: number | null; onChange: (year: number) => void; disabled: boolean }) {
  const t = statsMessages.useT();
  const hintId = useId();
  return (
    <span>
      <Label>
        {t('season')}
        <select value={value ?? ''} disabled={disabled} onChange={(e) => onChange(Number(e.target.value))} aria-describedby={disabled ? hintId : undefined} data-testid="season-select">
          {years.map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </select>
      </Label>
      {disabled ? (
        <span id={hintId} style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
          {t('yearGuestHint')}
        </span>
      ) : null}
    </span>
  );
}
