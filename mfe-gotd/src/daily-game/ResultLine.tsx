import styled from 'styled-components';
import type { GotdResult } from '@bb/shared';
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
  strong { font: 700 ${tokens.fontSizes.xl} ${tokens.fonts.heading}; color: ${tokens.colors.text}; }
  span { color: ${tokens.colors.textMuted}; }
  b { color: ${tokens.colors.text}; }
`;

/** The server's result of the player's game: win or loss, the score, hits, home runs, strikeouts. */
export function ResultLine({ result }: { result: GotdResult }) {
  const t = dailyGameMessages.useT();
  return (
    <Line $win={result.win} aria-label={t('yourResult')} data-testid="gotd-result">
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
