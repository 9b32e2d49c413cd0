export { createRemoteLifecycles, type RemoteLifecycles, type LifecycleOptions } from './create-lifecycles';
export { RemoteParcel, type RemoteParcelProps } from './RemoteParcel';
export { ParcelErrorBoundary, reportParcelError } from './ParcelErrorBoundary';
export type { ParcelRouting } from './ParcelRouter';
export { mountStandaloneParcel } from './mount-standalone';
