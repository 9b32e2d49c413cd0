/** Home, game and league screens hide the header search. */
const HIDDEN_PREFIXES = ['/experiences', '/game', '/draft-league', '/live-draft', '/season'];

export function isSearchHidden(pathname: string): boolean {
  if (pathname === '/' || pathname === '') return true;
  return HIDDEN_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
