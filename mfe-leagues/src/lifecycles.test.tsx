import { describeParcelLeaks } from '@bb/shared/src/testing/parcel-leaks';
import type { RemoteLifecycles } from '@bb/shared';
import * as lifecycles from './lifecycles';

describeParcelLeaks('mfe_leagues', lifecycles as RemoteLifecycles<never>, ['/stats-and-ratings', '/game/historical-league', '/live-draft']);
