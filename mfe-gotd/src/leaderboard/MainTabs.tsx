import styled from 'styled-components';
import { BottomBarInset, breakpoints, media, type LeaderboardTab, tokens } from '@bb/shared';
import { MAIN_TABS } from './board-config';
import { TabIcon } from './icons';
import { leaderboardMessages } from './leaderboard-messages';

/** The phone bar's height (its tabs fill it). */
const BOTTOM_TAB_HEIGHT = 56;

const Bar = styled.div`
  display: flex;
  gap: ${tokens.spacing.xs};
  border-bottom: 1px solid ${tokens.colors.border};
  ${media.down('smMax')} {
    /* Mobile: the main tabs become a bottom tab bar with icons. */
    position: fixed;
    left: 0;
    right: 0;
    bottom: 0;
    z-index: 20;
    justify-content: space-around;
    gap: 0;
    padding-bottom: env(safe-area-inset-bottom);
    border-bottom: 0;
    border-top: 1px solid ${tokens.colors.border};
    background: ${tokens.colors.surface};
    box-shadow: 0 -2px 12px rgba(0, 0, 0, 0.12);
  }
`;

const Tab = styled.button<{ $active: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.spacing.sm};
  min-height: 44px;
  padding: 0 ${tokens.spacing.md};
  border: 0;
  border-bottom: 3px solid ${(p) => (p.$active ? tokens.colors.primary : 'transparent')};
  background: none;
  color: ${(p) => (p.$active ? tokens.colors.text : tokens.colors.textMuted)};
  font: 600 ${tokens.fontSizes.md} ${tokens.fonts.body};
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${tokens.colors.focus};
    outline-offset: -3px;
  }
  ${media.down('smMax')} {
    flex: 1;
    flex-direction: column;
    justify-content: center;
    gap: 2px;
    min-height: ${BOTTOM_TAB_HEIGHT}px;
    padding: ${tokens.spacing.xs} 0;
    font-size: ${tokens.fontSizes.sm};
    border-bottom: 0;
    /* The red bar marks the current tab; its label stays in the text colour (night red on the surface is 3.4:1). */
    border-top: 3px solid ${(p) => (p.$active ? tokens.colors.primary : 'transparent')};
  }
`;

export function MainTabs({ value, onChange }: { value: LeaderboardTab; onChange: (tab: LeaderboardTab) => void }) {
  const t = leaderboardMessages.useT();
  return (
    <>
      {/* On phones the bar is fixed to the bottom: publishing its height keeps the lobby widget and banners above it. */}
      <BottomBarInset $height={BOTTOM_TAB_HEIGHT} $hiddenFrom={breakpoints.tablet} />
      <Bar role="tablist" aria-label={t('mainTabs')} data-bottom-tab-bar="">
        {MAIN_TABS.map((tab) => (
          <Tab key={tab} role="tab" aria-selected={tab === value} $active={tab === value} onClick={() => onChange(tab)}>
            <TabIcon tab={tab} />
            <span>{t(`tabs.${tab}`)}</span>
          </Tab>
        ))}
      </Bar>
    </>
  );
}
