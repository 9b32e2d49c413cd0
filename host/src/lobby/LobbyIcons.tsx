import type { LobbyIcon } from './lobby-cards';

const GLYPHS: Record<LobbyIcon, string> = {
  gotd: '★',
  exhibition: '◎',
  draft: '⇄',
  historical: '♜',
  season: '▦',
  allStar: '✦',
  nostalgia: '↺',
  tournament: '♛',
};

/** A decorative glyph per game type. */
export function LobbyCardIcon({ icon }: { icon: LobbyIcon }) {
  return (
    <span aria-hidden="true" data-icon={icon}>
      {GLYPHS[icon]}
    </span>
  );
}

export function LockIcon({ label }: { label: string }) {
  return (
    <svg role="img" aria-label={label} width="18" height="18" viewBox="0 0 24 24">
      <rect x="5" y="10" width="14" height="11" rx="2" fill="currentColor" />
      <path d="M8 10V7a4 4 0 0 1 8 0v3" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}
