/**
 * US Eastern wall-clock time and instants, both ways, through the browser's own Intl time-zone data. Leagues,
 * calendars and the leaderboard's days run on Eastern time (America/New_York) whatever the user's zone, with the
 * daylight-saving offset of each date.
 *
 * This was luxon's job; luxon was 124 KB of script (35 KB over the wire) that every page downloaded and ran before
 * its first screen, for these few conversions that Intl does by itself.
 */
import { pad2 } from './pad';

export const ET_ZONE = 'America/New_York';

/** An Eastern wall-clock reading: month 1–12, hour 0–23. */
export interface EtWall {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** 'Mon' … 'Sun' */
  weekday: string;
}

let formatter: Intl.DateTimeFormat | null = null;

// Built on first use: a page that shows no date never pays for ICU's zone data (host/src/boot/warm-intl.ts warms it).
function etFormatter(): Intl.DateTimeFormat {
  formatter ??= new Intl.DateTimeFormat('en-US', {
    timeZone: ET_ZONE, hourCycle: 'h23', weekday: 'short', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric',
  });
  return formatter;
}

/** The Eastern wall clock at instant `ms`; null for an instant that is not a finite number. */
export function etWallAt(ms: number): EtWall | null {
  if (!Number.isFinite(ms) || Math.abs(ms) > 8.64e15) return null;
  const parts: Record<string, string> = {};
  for (const part of etFormatter().formatToParts(ms)) parts[part.type] = part.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    // 'h23' never says 24, but an engine that ignores hourCycle may.
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
    second: Number(parts.second),
    weekday: parts.weekday ?? '',
  };
}

/** The wall clock's date, 'YYYY-MM-DD' (league days, calendar columns, the date input). */
export const wallDate = (wall: EtWall): string => `${wall.year}-${pad2(wall.month)}-${pad2(wall.day)}`;

/** The wall clock's time on a 24-hour clock, 'HH:mm' (the time input). */
export const wallTime = (wall: EtWall): string => `${pad2(wall.hour)}:${pad2(wall.minute)}`;

/** How far Eastern time is ahead of UTC at instant `ms`, in ms (negative: -5 h in winter, -4 h in summer). */
function etOffsetAt(ms: number): number {
  const wall = etWallAt(ms) as EtWall;
  const whole = Math.floor(ms / 1000) * 1000;
  return Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second) - whole;
}

/**
 * The instant an Eastern wall-clock time names; null when the fields are not a real date and time. A time the spring
 * change skips (02:30 on that Sunday) moves forward into daylight time, as clocks do; a time the autumn change
 * repeats takes its first, daylight, reading.
 */
export function etWallToInstant(year: number, month: number, day: number, hour: number, minute: number): number | null {
  const local = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(local);
  if (!Number.isFinite(local) || check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  if (hour < 0 || hour > 23 || minute < 0 || minute > 59) return null;
  // The offset depends on the instant we are looking for: guess with the offset at the wall time read as UTC, then
  // correct once; if the correction disagrees again the time fell in the spring gap.
  const first = etOffsetAt(local);
  const guess = local - first;
  const second = etOffsetAt(guess);
  if (second === first) return guess;
  const corrected = local - second;
  const third = etOffsetAt(corrected);
  return third === second ? corrected : local - Math.min(second, third);
}

/** What the date formatters take: a Date, epoch milliseconds, or ISO 8601 text. */
export type DateInput = Date | number | string;

const ISO = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * An instant from what the API and the UI hand the formatters: a Date, epoch ms, or an ISO 8601 string (a date alone,
 * or a time without an offset, reads in the browser's zone). NaN for anything else.
 */
export function toInstant(input: DateInput): number {
  if (input instanceof Date) return input.getTime();
  if (typeof input === 'number') return input;
  if (!ISO.test(input)) return Number.NaN;
  return Date.parse(input.length === 10 ? `${input}T00:00` : input);
}
