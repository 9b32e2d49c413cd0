/**
 * Checkout success/cancel URLs: a path on this site ('/lobby?session_id=…') or an absolute http(s) URL on
 * an allowed origin (this site's, PUBLIC_URL). Anything else would turn checkout into an open redirect.
 */
export function resolveRedirectUrl(raw: string, origin: string, allowedOrigins: readonly string[]): string | null {
  const text = raw.trim();
  if (text === '' || text.length > 2000) return null;
  if (text.startsWith('/') && !text.startsWith('//') && !text.startsWith('/\\')) {
    try {
      const url = new URL(text, origin);
      return url.origin === origin ? `${origin}${text}` : null;
    } catch {
      return null;
    }
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  if (url.origin !== origin && !allowedOrigins.includes(url.origin)) return null;
  return text;
}
