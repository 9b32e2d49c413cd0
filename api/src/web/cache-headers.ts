import path from 'node:path';

// Our builds name chunks `[name].[contenthash:10].js`.
const CONTENT_HASHED = /\.[0-9a-f]{10}\.(js|css|png|svg|jpg|mp3|woff2)$/;
// The build's brotli/gzip copies of a file (scripts/webpack/precompress-plugin.cjs) are cached like the file.
const PRECOMPRESSED = /\.(br|gz)$/;

/**
 * Content-hashed chunks never change; everything else (index.html,
 * remoteEntry.js, mf-manifest.json) must be revalidated so that a redeployed
 * remote is picked up by the next navigation.
 */
export function cacheControlFor(filePath: string): string {
  return CONTENT_HASHED.test(path.basename(filePath).replace(PRECOMPRESSED, '')) ? 'public, max-age=31536000, immutable' : 'no-cache';
}
