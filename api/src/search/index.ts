/** What other features use of search: they import it from here, never a file inside (eslint: api-features). */
export { normalizeSearchText } from './normalize';

// For other features (they import search only from here).
export { registerSearchRoute } from './search-route';
