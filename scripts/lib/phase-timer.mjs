// The wall time of each phase of `npm test`, printed as a table at the end (issue 42: the suite's phases must add up
// to 15 minutes on a 2-core machine, so each run says where its time went).

export function createPhaseTimer(now = () => Date.now()) {
  const phases = [];
  const started = now();
  return {
    /** Runs `work` as the phase `name`; its time is recorded whether it succeeds or throws. */
    async time(name, work) {
      const start = now();
      try {
        return await work();
      } finally {
        phases.push({ name, ms: now() - start });
      }
    },
    /** One line per phase and the total since the timer was made, e.g. `  unit          6m 12s`. */
    table() {
      const format = (ms) => {
        const seconds = Math.round(ms / 1000);
        return seconds >= 60 ? `${Math.floor(seconds / 60)}m ${String(seconds % 60).padStart(2, '0')}s` : `${seconds}s`;
      };
      const width = Math.max(5, ...phases.map((p) => p.name.length));
      const rows = phases.map((p) => `  ${p.name.padEnd(width)}  ${format(p.ms).padStart(7)}`);
      return ['[test] time per phase:', ...rows, `  ${'total'.padEnd(width)}  ${format(now() - started).padStart(7)}`].join('\n');
    },
  };
}
