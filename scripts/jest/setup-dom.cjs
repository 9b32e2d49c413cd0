require('@testing-library/jest-dom');

// findBy* and waitFor wait up to 4 s instead of testing-library's 1 s. `npm test` runs every project's workers side
// by side with the API's database tests on a 2-core machine, and there a page's first data has taken over a second
// to render (a full run failed that way once). Jest's own limit per test stays 5 s, so a real hang still fails.
require('@testing-library/react').configure({ asyncUtilTimeout: 4000 });

// Each test starts on a fresh session server clock, as a page load does: an offset one test measured (or an answer
// corrected) must not carry into the next (shared/src/clock).
const { setServerClock } = require('../../shared/src/clock/session-clock.ts');
afterEach(() => setServerClock(null));

// Each test starts on an empty data cache, as a page load does: an answer one test's mock gave must not be what the
// next test's screen shows (shared/src/data).
const { queryClient } = require('../../shared/src/data/query-client.ts');
afterEach(() => queryClient.clear());
