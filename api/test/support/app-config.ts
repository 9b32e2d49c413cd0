/** The config of an app with no web build: API tests need only the routes. */
export const API_ONLY_CONFIG = { repoRoot: '/nonexistent', webDistDir: '/nonexistent', remotesRegistryFile: null };
