import { describeParcelLeaks } from '@bb/shared/src/testing/parcel-leaks';
import type { RemoteLifecycles } from '@bb/shared';
import * as lifecycles from './lifecycles';

describeParcelLeaks('mfe_tournaments', lifecycles as RemoteLifecycles<never>, ['/tournament-lobby', '/tournament/create']);
