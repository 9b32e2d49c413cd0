import styled, { keyframes } from 'styled-components';
import type { GameMoment } from './moments';
import { playMessages } from './play-messages';
import { tokens } from '@bb/shared';

const pop = keyframes`
  0% { transform: scale(0.4) rotate(-6deg); opacity: 0; }
  60% { transform: scale(1.15) rotate(2deg); opacity: 1; }
  100% { transform: none; }
`;
const Banner = styled.strong`
  display: inline-block;
  margin-right: ${tokens.spacing.sm};
  padding: 2px 10px;
  border-radius: 999px;
  background: #c8102e;
  color: #fff;
  font-family: ${tokens.fonts.heading};
  letter-spacing: 0.02em;
  text-transform: uppercase;
  animation: ${pop} 450ms ease-out;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/**
 * "Home run!" or "Ballgame!" in front of the newest play. Its own status region, always present so a screen reader
 * announces the banner when it appears; the play's words stay alone in theirs (both viewers of a game read the same).
 */
export function MomentBanner({ moment, version }: { moment: GameMoment | null; version: number }) {
  const t = playMessages.useT();
  return (
    <span role="status">
      {/* Keyed by the game version: back-to-back home runs pop again. */}
      {moment && (
        <Banner key={version} data-testid="moment-banner" data-moment={moment}>
          {t(`moments.${moment}`)}
        </Banner>
      )}
    </span>
  );
}
