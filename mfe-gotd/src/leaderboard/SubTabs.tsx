import styled from 'styled-components';
import type { LeaderboardSubTab } from '@bb/shared';
import { leaderboardMessages } from './leaderboard-messages';
import { tokens } from '@bb/shared';

const Row = styled.div`
  display: flex;
  gap: ${tokens.spacing.sm};
  overflow-x: auto;
  min-width: 0;
  max-width: 100%;
  padding: ${tokens.spacing.xs} 0;
  scrollbar-width: thin;
`;

const Chip = styled.button<{ $active: boolean }>`
  flex: none;
  min-height: 36px;
  padding: 0 ${tokens.spacing.md};
  border-radius: ${tokens.radii.pill};
  border: 1px solid ${(p) => (p.$active ? tokens.colors.primary : tokens.colors.border)};
  background: ${(p) => (p.$active ? tokens.colors.primary : 'transparent')};
  color: ${(p) => (p.$active ? tokens.colors.primaryText : tokens.colors.text)};
  font: 500 ${tokens.fontSizes.md} ${tokens.fonts.body};
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${tokens.colors.focus};
    outline-offset: 2px;
  }
`;

export function SubTabs({ options, value, onChange }: { options: readonly LeaderboardSubTab[]; value: LeaderboardSubTab; onChange: (subTab: LeaderboardSubTab) => void }) {
  const t = leaderboardMessages.useT();
  return (
    <Row role="tablist" aria-label={t('subTabs')}>
      {options.map((subTab) => (
        <Chip key={subTab} role="tab" aria-selected={subTab === value} $active={subTab === value} onClick={() => onChange(subTab)}>
          {t(`subTabLabels.${subTab}`)}
        </Chip>
      ))}
    </Row>
  );
}
