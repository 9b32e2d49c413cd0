import { describeParcelLeaks } from '@bb/shared/src/testing/parcel-leaks';
import type { RemoteLifecycles } from '@bb/shared';
import * as lifecycles from './lifecycles';

describeParcelLeaks('mfe_gotd', lifecycles as RemoteLifecycles<never>, ['/leaderboard', '/today', '/game-of-the-day']);
