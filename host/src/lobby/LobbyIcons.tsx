/** The lock of a locked experience (the card illustrations are the shared ModeIcon set). */
export function LockIcon({ label }: { label: string }) {
  return (
    <svg role="img" aria-label={label} width="18" height="18" viewBox="0 0 24 24">
      <rect x="5" y="10" width="14" height="11" rx="2" fill="currentColor" />
      <path d="M8 10V7a4 4 0 0 1 8 0v3" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}
