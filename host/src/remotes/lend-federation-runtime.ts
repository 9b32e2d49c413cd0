import * as runtimeCore from '@module-federation/runtime-core';

declare global {
  var _FEDERATION_RUNTIME_CORE: typeof runtimeCore | undefined;
}

/**
 * Production remotes are built without a federation runtime of their own (scripts/webpack/create-config.cjs,
 * federationRuntime) and run on the one their host lends: this shell's, the very module its own loader uses. Lent
 * from here rather than by the build's provideExternalRuntime option, whose plugin is loaded as CommonJS and put a
 * second copy of the runtime into the shell.
 */
export function lendFederationRuntime(): void {
  globalThis._FEDERATION_RUNTIME_CORE ??= runtimeCore;
}
