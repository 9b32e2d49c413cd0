import styled from 'styled-components';
import { teamColours } from './team-colours';
import { tokens } from '../../theme/theme-vars';

export interface TeamMonogramProps {
  /** Lahman franchise id (NYY); wins over teamId. */
  franchId?: string | null;
  /** Lahman team id (NYA); mapped to its franchise. */
  teamId?: string | null;
  /** The team's name: the fallback initials, and the label when `labelled`. */
  name?: string;
  size?: number;
  shape?: 'round' | 'shield';
  /** Stand-alone badges are images named for the team; next to the written name they are decoration. */
  labelled?: boolean;
}

const SHIELD = 'M24 2 44 8v14c0 12-8.5 20.5-20 24C12.5 42.5 4 34 4 22V8z';

/*
 * The initials are drawn by ::after from a data attribute, not as text nodes: a badge next to "New York Yankees" must
 * not turn the row's text into "NY New York Yankees" (for readers, find-in-page and every text query in tests).
 */
const Badge = styled.span<{ $size: number; $fg: string; $letters: number }>`
  position: relative;
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${(p) => p.$size}px;
  height: ${(p) => p.$size}px;
  vertical-align: middle;
  /* It sits before a name: the gap is its own, so the name's text gains no space. */
  margin-inline-end: 0.4em;
  & svg {
    position: absolute;
    inset: 0;
  }
  /* Hosts style their name spans (the scoreboard marks the batting side with span::before): none of that here. */
  &&&&::before {
    content: none;
  }
  &::after {
    content: attr(data-initials);
    position: relative;
    color: ${(p) => p.$fg};
    font-family: ${tokens.fonts.heading};
    font-weight: 700;
    /* Three letters need a smaller face to stay inside the rim. */
    font-size: ${(p) => Math.round(p.$size * (p.$letters >= 3 ? 0.3 : p.$letters === 2 ? 0.38 : 0.5))}px;
    line-height: 1;
    letter-spacing: 0;
  }
`;

/** A team's initials in club colours on a round or shield badge (no logos: see IDENTITY.md). */
export function TeamMonogram({ franchId, teamId, name, size = 24, shape = 'round', labelled = false }: TeamMonogramProps) {
  const colours = teamColours({ franchId, teamId, name });
  const a11y = labelled && name ? { role: 'img', 'aria-label': name } : { 'aria-hidden': true };
  return (
    <Badge {...a11y} data-testid="team-monogram" data-initials={colours.initials} data-shape={shape} $size={size} $fg={colours.fg} $letters={colours.initials.length}>
      <svg width={size} height={size} viewBox="0 0 48 48" focusable="false" aria-hidden="true">
        {shape === 'shield' ? (
          <path d={SHIELD} fill={colours.bg} stroke={colours.ring} strokeWidth="3" strokeLinejoin="round" />
        ) : (
          <circle cx="24" cy="24" r="22" fill={colours.bg} stroke={colours.ring} strokeWidth="3" />
        )}
      </svg>
    </Badge>
  );
}
