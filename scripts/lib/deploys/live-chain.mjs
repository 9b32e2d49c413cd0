// A remote's history: the versions stored for it and the chain of what was live, oldest first. A switch appends a
// link; a rollback removes the last one and makes the one before it live, so rolling back twice steps back twice and
// never returns to the version just rolled back from. A link's url null is the remote's own build (no registry entry).
// Pure functions over plain data; history.mjs reads and writes the file.

const link = (history, url, at) => ({ version: history.versions.find((record) => record.url === url)?.version ?? null, url, at });

/** The chain with what the registry says now at its end: a registry changed by hand is recorded before anything else. */
function reconciled(history, currentUrl, at) {
  const last = history.live.at(-1);
  if (last && last.url === currentUrl) return history;
  return { ...history, live: [...history.live, link(history, currentUrl, at)] };
}

/** The history after `record` was made live while the registry named `currentUrl`. */
export function withSwitch(history, currentUrl, record, at) {
  const base = reconciled(history, currentUrl, at);
  if (currentUrl === record.url) return base;
  return { ...base, live: [...base.live, { version: record.version, url: record.url, at }] };
}

const describe = (entry) => (entry.url === null ? "the remote's own build" : (entry.version ?? entry.url));

/** { history, target }: the link before the live one becomes live; refused when none is recorded. */
export function withRollback(history, currentUrl, at) {
  const base = reconciled(history, currentUrl, at);
  if (base.live.length < 2) {
    throw new Error(`Nothing to roll back to: no earlier live version is recorded (live now: ${describe(base.live.at(-1) ?? { url: currentUrl, version: null })}).`);
  }
  const live = base.live.slice(0, -1);
  return { history: { ...base, live }, target: live.at(-1) };
}
