// The one play screen as parcel lifecycles: league, tournament and Game of the Day pages mount it from here
// (remotes never import each other's source). Its props cross the boundary as parcel props.
import { createRemoteLifecycles } from '@bb/shared';
import { PlayScreen } from './PlayScreen';

export const { bootstrap, mount, unmount, update } = createRemoteLifecycles(PlayScreen, { name: `${__APP_NAME__}/PlayScreen` });
