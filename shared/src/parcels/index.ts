export { asLifecycles, createRemoteLifecycles, type RemoteLifecycles } from './create-lifecycles';
export { RemoteParcel } from './RemoteParcel';
export { mountStandaloneParcel } from './mount-standalone';
