/** The diamond-and-die mark of the product. host/public/index.html draws the same mark (its first paint, before any script): change both together. */
export function Logo() {
  return (
    <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true">
      <rect x="6" y="6" width="20" height="20" rx="3" transform="rotate(45 16 16)" fill="#f5c542" />
      <circle cx="12" cy="16" r="2" fill="#0b1f3a" />
      <circle cx="20" cy="16" r="2" fill="#0b1f3a" />
      <circle cx="16" cy="11" r="2" fill="#0b1f3a" />
    </svg>
  );
}
