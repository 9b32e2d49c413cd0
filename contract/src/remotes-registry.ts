/** The remotes registry, remote name → manifest URL: served at /remotes.json and written into every page. */
export type RemotesRegistry = Record<string, string>;

/** The id of the `<script type="application/json">` block the server writes the registry into each page with. */
export const INLINE_REGISTRY_ID = 'remotes-registry';
