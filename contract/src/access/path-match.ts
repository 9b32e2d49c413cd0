/** Pathname only, without query, hash or trailing slash ('/' stays '/'). */
export function normalizePath(path: string): string {
  const cut = path.search(/[?#]/);
  const bare = (cut < 0 ? path : path.slice(0, cut)).trim() || '/';
  const withSlash = bare.startsWith('/') ? bare : `/${bare}`;
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, '') || '/' : withSlash;
}

interface PatternSegment {
  name: string;
  param: boolean;
  optional: boolean;
}

// The route table's patterns are a fixed few hundred: each is split once, not on every match of every render.
const compiled = new Map<string, PatternSegment[]>();

function compile(pattern: string): PatternSegment[] {
  let segments = compiled.get(pattern);
  if (!segments) {
    segments = pattern
      .split('/')
      .filter(Boolean)
      .map((seg) => {
        const optional = seg.endsWith('?');
        const name = optional ? seg.slice(0, -1) : seg;
        return { name, param: name.startsWith(':'), optional };
      });
    compiled.set(pattern, segments);
  }
  return segments;
}

const pathSegments = (path: string) => normalizePath(path).split('/').filter(Boolean);

// Backtracking, so '/all-star-game/:gameId?/setup' matches both with and without the id.
function matchSegments(want: PatternSegment[], got: string[], w = 0, g = 0): boolean {
  if (w === want.length) return g === got.length;
  const seg = want[w] as PatternSegment;
  const value = got[g];
  const here = value !== undefined && (seg.param || seg.name === value) && matchSegments(want, got, w + 1, g + 1);
  return here || (seg.optional && matchSegments(want, got, w + 1, g));
}

/**
 * Matches react-router style patterns: ':name' is one segment, ':name?' an optional one.
 * Kept tiny on purpose so the access rules stay pure and framework-free.
 */
export function matchPattern(pattern: string, path: string): boolean {
  return matchSegments(compile(pattern), pathSegments(path));
}

/** A test of patterns against one path, which it reads once however many patterns it is asked about. */
export function pathMatcher(path: string): (pattern: string) => boolean {
  const got = pathSegments(path);
  return (pattern) => matchSegments(compile(pattern), got);
}

export function matchesAny(patterns: readonly string[], path: string): boolean {
  return patterns.some(pathMatcher(path));
}

/** Pathname of a request URL, relative or absolute. */
export function urlPathname(url: string): string {
  try {
    return new URL(url, 'http://x.invalid').pathname;
  } catch {
    return normalizePath(url);
  }
}
