/// <reference lib="webworker" />
import { warmIntl } from './warm-intl';

// Started by index.ts; see warm-intl.ts for why. It answers once and the shell ends it.
warmIntl();
(self as DedicatedWorkerGlobalScope).postMessage('warm');
