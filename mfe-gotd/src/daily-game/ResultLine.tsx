import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { prefersReducedMotion, type GotdResult } from '@bb/shared';
import { dailyGameMessages } from './daily-game-messages';
import { tokens } from '@bb/shared';

const Line = styled.div<{ $win: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${tokens.spacing.md};
  padding: ${tokens.spacing.md};
  border-radius: ${tokens.radii.md};
  background: ${tokens.colors.background};
  border-left: 4px solid ${(p) => (p.$win ? tokens.colors.success : tokens.colors.error)};
  scroll-margin: ${tokens.spacing.md};
  strong { font: 700 ${tokens.fontSizes.xl} ${tokens.fonts.heading}; color: ${tokens.colors.text}; }
  span { color: ${tokens.colors.textMuted}; }
  b { color: ${tokens.colors.text}; }
`;

/**
 * The server's result of the player's game: win or loss, the score, hits, home runs, strikeouts. `reveal`: on the play
 * screen it appears above the controls, so after Quick Play or Exit (pressed further down, on a phone a screen or more
 * below) it brings itself into view; a result already on screen does not move the page.
 */
export function ResultLine({ result, reveal = false }: { result: GotdResult; reveal?: boolean }) {
  const t = dailyGameMessages.useT();
  const line = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!reveal) return;
    // A block body: a smooth scrollIntoView returns a Promise in newer Chromium, which an effect must not return.
    void line.current?.scrollIntoView?.({ block: 'nearest', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  }, [reveal]);
  return (
    <Line ref={line} $win={result.win} aria-label={t('yourResult')} data-testid="gotd-result">
      <strong>
        {result.win ? t('win') : t('loss')} {result.runs}-{result.runsAllowed}
      </strong>
      <span>
        {t('hits')} <b>{result.hits}</b>
      </span>
      <span>
        {t('hr')} <b>{result.hr}</b>
      </span>
      <span>
        {t('strikeouts')} <b>{result.strikeouts}</b>
      </span>
    </Line>
  );
}
