// What the host mounts for every path this area owns: the area's App as single-spa parcel lifecycles.
import { createRemoteLifecycles } from '@bb/shared';
import App from './App';

export const { bootstrap, mount, unmount, update } = createRemoteLifecycles(App, { name: __APP_NAME__ });
