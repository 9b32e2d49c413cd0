import * as runtimeCore from '@module-federation/runtime-core';
import { lendFederationRuntime } from './lend-federation-runtime';

afterEach(() => {
  delete globalThis._FEDERATION_RUNTIME_CORE;
});

test('lends the federation runtime under the global a production remote reads', () => {
  lendFederationRuntime();
  // The same module (jest's interop wraps each import of it in its own namespace object, so compare what it holds).
  expect(globalThis._FEDERATION_RUNTIME_CORE?.ModuleFederation).toBe(runtimeCore.ModuleFederation);
  expect(globalThis._FEDERATION_RUNTIME_CORE?.getRemoteEntry).toBe(runtimeCore.getRemoteEntry);
});

test('a runtime the page already lends stays: the widget on one of our pages does not replace the shell’s', () => {
  const shells = { ...runtimeCore };
  globalThis._FEDERATION_RUNTIME_CORE = shells;
  lendFederationRuntime();
  expect(globalThis._FEDERATION_RUNTIME_CORE).toBe(shells);
});
