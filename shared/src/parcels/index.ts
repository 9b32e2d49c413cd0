export { asLifecycles, createRemoteLifecycles, type RemoteLifecycles } from './create-lifecycles';
export { RemoteParcel } from './RemoteParcel';
export { mountStandaloneParcel } from './mount-standalone';
export { GAMEPLAY_REMOTE, loadPlayScreen, resetPlayScreen, type PlayScreenProps, type PlaySession } from './play-screen-remote';
export { RemotePlayScreen, type RemotePlayScreenProps } from './RemotePlayScreen';
export { lendFederationRuntime } from './lend-federation-runtime';
