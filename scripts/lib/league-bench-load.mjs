// Load half of `npm run bench:league` (standingsRps, leadersRps): autocannon in a child process of the in-process
// runner (not a worker thread: autocannon leaves its results unsummarised off the main thread), so the client has its
// own event loop and the server's is not shared with it; both still share the CPUs.
// Argument: JSON { url, headers, connections, durationS, warmupS }; sends runAutocannon's result
// (scripts/lib/api-bench.mjs) over the IPC channel.
import { runAutocannon } from './api-bench.mjs';

const { url, headers, connections, durationS, warmupS } = JSON.parse(process.argv[2]);
if (warmupS > 0) await runAutocannon({ url, headers, connections, duration: warmupS });
process.send(await runAutocannon({ url, headers, connections, duration: durationS }), () => process.exit(0));
