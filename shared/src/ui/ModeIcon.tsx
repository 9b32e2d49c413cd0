import type { ReactElement } from 'react';
import styled from 'styled-components';
import { tokens } from '../theme/theme-vars';

/**
 * The one illustrated icon set (IDENTITY.md "Icon set"): every way to play has one picture, shared by the home tiles
 * and the lobby cards so the two never drift apart. Drawn on a 48-unit grid: a round-cornered backplate, 2.5-unit
 * round-capped strokes in the text colour, and at most one gold accent shape. No lettering, no logos.
 */
export type ModeIconName =
  | 'gotd'
  | 'exhibition'
  | 'draft'
  | 'historical'
  | 'season'
  | 'allStar'
  | 'nostalgia'
  | 'tournament'
  | 'teamsAndPlayers';

const STAR = 'M24 13l3.2 6.6 7.2 1-5.2 5 1.3 7.2L24 29.4l-6.5 3.4 1.3-7.2-5.2-5 7.2-1z';

/** Each drawing: `.ink` strokes (text colour), `.accent` fills (gold), `.on-accent` strokes drawn over gold. */
export const MODE_ICONS: Record<ModeIconName, ReactElement> = {
  gotd: (
    <>
      <rect className="ink" x="11" y="13" width="26" height="24" rx="3" />
      <path className="ink" d="M11 19h26M17 10v6M31 10v6" />
      <circle className="accent" cx="24" cy="28" r="5" />
    </>
  ),
  exhibition: (
    <>
      <circle className="ink" cx="24" cy="24" r="13" />
      <path className="ink" d="M17 13.5c3 3 3 18 0 21M31 13.5c-3 3-3 18 0 21" />
      <path className="accent-stroke" d="M15 20h3M15 28h3M30 20h3M30 28h3" />
    </>
  ),
  draft: (
    <>
      <rect className="ink" x="10" y="14" width="16" height="22" rx="3" transform="rotate(-8 18 25)" />
      <rect className="accent" x="22" y="12" width="16" height="22" rx="3" transform="rotate(8 30 23)" />
      <circle className="on-accent" cx="30" cy="20" r="3" />
      <path className="on-accent" d="M25 30c1.5-3 8.5-3 10 0" />
    </>
  ),
  historical: (
    <>
      <path className="ink" d="M14 38V10" />
      <path className="accent" d="M15 11l21 6-21 6z" />
      <path className="ink" d="M15 11l21 6-21 6M10 38h10" />
    </>
  ),
  season: (
    <>
      <rect className="ink" x="10" y="12" width="28" height="26" rx="3" />
      <path className="ink" d="M10 19h28M17 9v5M31 9v5" />
      <path className="ink" d="M16 25h3M23 25h3M30 25h2M16 31h3M23 31h3" />
      <rect className="accent" x="29" y="29" width="5" height="5" rx="1" />
    </>
  ),
  allStar: (
    <>
      <path className="accent" d={STAR} />
      <path className="ink" d={STAR} />
      <path className="ink" d="M12 36h24" />
    </>
  ),
  nostalgia: (
    <>
      <path className="ink" d="M13.5 17A13 13 0 1 1 11 24" />
      <path className="ink" d="M11 11v7h7" />
      <path className="accent-stroke" d="M24 17v7l5 4" />
    </>
  ),
  tournament: (
    <>
      <path className="accent" d="M16 11h16v8a8 8 0 0 1-16 0z" />
      <path className="ink" d="M16 11h16v8a8 8 0 0 1-16 0zM16 14h-4a4 4 0 0 0 4 7M32 14h4a4 4 0 0 1-4 7M24 27v5M18 37h12l-2-5h-8z" />
    </>
  ),
  teamsAndPlayers: (
    <>
      <rect className="ink" x="13" y="9" width="22" height="30" rx="3" />
      <circle className="accent" cx="24" cy="20" r="4.5" />
      <path className="ink" d="M17 33c2-5 12-5 14 0" />
    </>
  ),
};

const Svg = styled.svg`
  flex: none;
  .plate {
    fill: ${(p) => (p.theme.mode === 'night' ? 'rgba(245, 197, 66, 0.12)' : 'rgba(20, 33, 61, 0.06)')};
  }
  .ink,
  .accent-stroke,
  .on-accent {
    fill: none;
    stroke: currentColor;
    stroke-width: 2.5;
    stroke-linecap: round;
    stroke-linejoin: round;
  }
  .accent-stroke {
    stroke: ${tokens.colors.accent};
  }
  /* Lines drawn on a gold shape keep the dark ink in both themes (light ink on gold would not read). */
  .on-accent {
    stroke: ${tokens.colors.accentText};
  }
  .accent {
    fill: ${tokens.colors.accent};
    stroke: none;
  }
`;

/** One way to play's illustration; decorative unless given a title. */
export function ModeIcon({ name, size = 40, title }: { name: ModeIconName; size?: number; title?: string }) {
  const label = title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true };
  return (
    <Svg {...label} data-icon={name} width={size} height={size} viewBox="0 0 48 48" focusable="false">
      <rect className="plate" width="48" height="48" rx="12" />
      {MODE_ICONS[name]}
    </Svg>
  );
}
