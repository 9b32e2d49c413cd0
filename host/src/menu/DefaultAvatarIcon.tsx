/** Shown when the user has no picture (or it fails to load). */
export function DefaultAvatarIcon() {
  return (
    <svg width="44" height="44" viewBox="0 0 24 24" fill="currentColor" opacity="0.85" data-testid="default-avatar" aria-hidden="true">
      <circle cx="12" cy="8" r="4" />
      <path d="M4 20c0-4 3.6-6.5 8-6.5s8 2.5 8 6.5z" />
    </svg>
  );
}
