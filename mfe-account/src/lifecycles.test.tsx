import { describeParcelLeaks } from '@bb/shared/src/testing/parcel-leaks';
import type { RemoteLifecycles } from '@bb/shared';
import * as lifecycles from './lifecycles';

describeParcelLeaks('mfe_account', lifecycles as RemoteLifecycles<never>, ['/login', '/signup', '/profile', '/favorites', '/notifications']);
