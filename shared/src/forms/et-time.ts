import { ET_ZONE } from '../format';

// The Games Begin field is entered in US Eastern time (spec §5 and §9) whatever the browser's zone; these turn that
// wall-clock time into an instant and back, with the daylight-saving offset of that date (Intl knows the zone).

// Made on first use, not when the module loads: a formatter with a time zone loads ICU's zone data, tens of
// milliseconds on a phone, and this module is evaluated on every page whether or not a form needs it.
let parts: Intl.DateTimeFormat | null = null;
const etParts = () =>
  (parts ??= new Intl.DateTimeFormat('en-US', {
    timeZone: ET_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }));

interface Wall {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

function wallOf(ms: number): Wall & { second: number } {
  const p = Object.fromEntries(etParts().formatToParts(new Date(ms)).map((x) => [x.type, x.value]));
  return { year: Number(p.year), month: Number(p.month), day: Number(p.day), hour: Number(p.hour) % 24, minute: Number(p.minute), second: Number(p.second) };
}

/** Minutes Eastern time is ahead of UTC at this instant (-300 in winter, -240 in summer). */
function offsetMinutes(ms: number): number {
  const w = wallOf(ms);
  return Math.round((Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - ms) / 60_000);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** '2026-12-01' and '19:05' in Eastern time → the instant; null when either is missing or malformed. */
export function etToInstant(date: string, time: string): Date | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t) return null;
  const wall = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]));
  if (!Number.isFinite(wall)) return null;
  // Two passes settle the offset of the date itself (the first guess may sit across a daylight-saving switch).
  let guess = wall - offsetMinutes(wall) * 60_000;
  guess = wall - offsetMinutes(guess) * 60_000;
  return new Date(guess);
}

/** The Eastern date and time inputs' values for an instant. */
export function instantToEt(ms: number): { date: string; time: string } {
  const w = wallOf(ms);
  return { date: `${w.year}-${pad(w.month)}-${pad(w.day)}`, time: `${pad(w.hour)}:${pad(w.minute)}` };
}

/** A default start: the next full hour at least an hour from now, in Eastern time. */
export function defaultStart(now: number): { date: string; time: string } {
  const hour = 3_600_000;
  return instantToEt(Math.ceil((now + hour) / hour) * hour);
}
