/** Pathname only, without query, hash or trailing slash ('/' stays '/'). */
export function normalizePath(path: string): string {
  const bare = (path.split(/[?#]/)[0] ?? '').trim() || '/';
  const withSlash = bare.startsWith('/') ? bare : `/${bare}`;
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, '') || '/' : withSlash;
}

/**
 * Matches react-router style patterns: ':name' is one segment, ':name?' an optional one.
 * Kept tiny on purpose so the access rules stay pure and framework-free.
 */
export function matchPattern(pattern: string, path: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const got = normalizePath(path).split('/').filter(Boolean);
  // Backtracking, so '/all-star-game/:gameId?/setup' matches both with and without the id.
  const walk = (w: number, g: number): boolean => {
    if (w === want.length) return g === got.length;
    const seg = want[w] as string;
    const optional = seg.endsWith('?');
    const name = optional ? seg.slice(0, -1) : seg;
    const value = got[g];
    const here = value !== undefined && (name.startsWith(':') || name === value) && walk(w + 1, g + 1);
    return here || (optional && walk(w + 1, g));
  };
  return walk(0, 0);
}

export function matchesAny(patterns: readonly string[], path: string): boolean {
  return patterns.some((p) => matchPattern(p, path));
}

/** Pathname of a request URL, relative or absolute. */
export function urlPathname(url: string): string {
  try {
    return new URL(url, 'http://x.invalid').pathname;
  } catch {
    return normalizePath(url);
  }
}
