import { etWallAt, etWallToInstant, toInstant } from './eastern-clock';

const wallOf = (iso: string) => etWallAt(Date.parse(iso));

test('reads the Eastern wall clock with the offset of the date: -5 h in winter, -4 h in summer', () => {
  expect(wallOf('2024-01-08T02:00:00Z')).toEqual({ year: 2024, month: 1, day: 7, hour: 21, minute: 0, second: 0, weekday: 'Sun' });
  expect(wallOf('2024-07-04T16:05:09Z')).toEqual({ year: 2024, month: 7, day: 4, hour: 12, minute: 5, second: 9, weekday: 'Thu' });
  // Midnight is hour 0, never 24.
  expect(wallOf('2024-07-05T04:00:00Z')).toMatchObject({ day: 5, hour: 0 });
  expect(etWallAt(Number.NaN)).toBeNull();
  expect(etWallAt(Number.POSITIVE_INFINITY)).toBeNull();
});

test('a wall-clock time on the days the clocks change: the skipped hour moves forward, the repeated hour reads first', () => {
  const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
  expect(iso(etWallToInstant(2026, 3, 8, 1, 59))).toBe('2026-03-08T06:59:00.000Z');
  expect(iso(etWallToInstant(2026, 3, 8, 2, 30))).toBe('2026-03-08T07:30:00.000Z');
  expect(iso(etWallToInstant(2026, 3, 8, 3, 0))).toBe('2026-03-08T07:00:00.000Z');
  expect(iso(etWallToInstant(2026, 11, 1, 1, 30))).toBe('2026-11-01T05:30:00.000Z');
  expect(iso(etWallToInstant(2026, 11, 1, 2, 0))).toBe('2026-11-01T07:00:00.000Z');
});

test('refuses fields that are not a date and time', () => {
  const impossible: [number, number, number, number, number][] = [[2026, 2, 29, 12, 0], [2026, 13, 1, 12, 0], [2026, 0, 1, 12, 0], [2026, 4, 31, 12, 0], [2026, 7, 4, 24, 0], [2026, 7, 4, 12, 60], [2026, 7, 4, -1, 0]];
  for (const fields of impossible) {
    expect({ fields, instant: etWallToInstant(...fields) }).toEqual({ fields, instant: null });
  }
  expect(etWallToInstant(2028, 2, 29, 12, 0)).not.toBeNull();
});

test('every minute-aligned instant over two years, both clock changes included, survives the trip to the wall clock and back', () => {
  const start = Date.parse('2025-01-01T00:00:00Z');
  const end = Date.parse('2027-01-01T00:00:00Z');
  const mismatches: string[] = [];
  for (let ms = start; ms < end; ms += 37 * 60_000) {
    const wall = etWallAt(ms)!;
    const back = etWallToInstant(wall.year, wall.month, wall.day, wall.hour, wall.minute);
    // In the repeated autumn hour the wall clock names two instants; the first one is the answer.
    const repeated = back !== null && back === ms - 3_600_000 && etWallAt(back)!.hour === wall.hour;
    if (back !== ms && !repeated) mismatches.push(new Date(ms).toISOString());
  }
  expect(mismatches).toEqual([]);
});

test('takes Dates, epoch ms and ISO 8601 text, and nothing else', () => {
  expect(toInstant(new Date('2024-01-02T15:00:00Z'))).toBe(Date.parse('2024-01-02T15:00:00Z'));
  expect(toInstant(1704207600000)).toBe(1704207600000);
  expect(toInstant('2024-01-02T15:00:00.250Z')).toBe(Date.parse('2024-01-02T15:00:00.250Z'));
  expect(toInstant('2024-01-02T10:00:00-05:00')).toBe(Date.parse('2024-01-02T15:00:00Z'));
  // A date alone is the start of that day where the browser is, as a time without an offset is.
  expect(toInstant('2024-01-02')).toBe(new Date(2024, 0, 2).getTime());
  for (const text of ['nope', '', 'Jan 2 2024', '2024-01-02 15:00', '1704207600000']) expect(toInstant(text)).toBeNaN();
});
