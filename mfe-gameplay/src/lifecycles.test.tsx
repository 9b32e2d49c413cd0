import { describeParcelLeaks } from '@bb/shared/src/testing/parcel-leaks';
import type { RemoteLifecycles } from '@bb/shared';
import * as lifecycles from './lifecycles';

describeParcelLeaks('mfe_gameplay', lifecycles as RemoteLifecycles<never>, ['/game/single', '/game/history', '/all-star-game']);
