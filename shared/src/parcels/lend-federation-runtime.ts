import * as runtimeCore from '@module-federation/runtime-core';

declare global {
  var _FEDERATION_RUNTIME_CORE: typeof runtimeCore | undefined;
}

/**
 * Production remotes are built without a federation runtime of their own (scripts/webpack/create-config.cjs,
 * federationRuntime) and run on the one whoever loads them lends under this global: the shell before it loads a
 * remote, the partner widget's embed.js on a partner page. The lent module is the lender's own, the one its loader
 * already runs on (the build's provideExternalRuntime option loads its plugin as CommonJS and would put a second
 * copy into the shell). A page that already lends one keeps it.
 */
export function lendFederationRuntime(): void {
  globalThis._FEDERATION_RUNTIME_CORE ??= runtimeCore;
}
