/**
 * The time zone of the league calendar and the leaderboard's days. It is written out here, not imported from
 * `@bb/shared`: the worker that runs this file must stay a few hundred bytes, and shared would bring React and the UI
 * kit into it. A test keeps it equal to shared's `ET_ZONE`.
 */
export const WARMUP_ZONE = 'America/New_York';

/**
 * Builds the Intl objects the first screens ask for, so that ICU loads its locale, calendar and time-zone data.
 *
 * The first `Intl.DateTimeFormat` of a page costs about 50 ms on a laptop and four times that on a phone: ICU opens
 * and parses its data. ICU keeps that data in caches shared by the whole renderer process, so a worker can pay for
 * it on another core while the main thread starts the shell. Measured at 4× CPU throttling in Chromium: the main
 * thread's first Eastern-time formatter took 150–220 ms cold and 2–5 ms after this ran in a worker.
 *
 * The calls mirror the formatters the first screens use: the default locale's, the Eastern clock's
 * (shared/src/format/eastern-clock.ts: 'en-US' in that zone, to parts, with these fields) and the play log's ordinals.
 */
export function warmIntl(now: number = Date.now()): void {
  void new Intl.DateTimeFormat().resolvedOptions().locale;
  new Intl.DateTimeFormat('en-US', {
    timeZone: WARMUP_ZONE, hourCycle: 'h23', weekday: 'short', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric',
  }).formatToParts(now);
  new Intl.PluralRules('en', { type: 'ordinal' }).select(1);
}
