import { defaultStart, etToInstant, instantToEt } from './et-time';

test('Eastern wall-clock times become instants with the offset of their own date', () => {
  expect(etToInstant('2026-01-15', '19:05')?.toISOString()).toBe('2026-01-16T00:05:00.000Z');
  expect(etToInstant('2026-07-04', '13:00')?.toISOString()).toBe('2026-07-04T17:00:00.000Z');
  // The days daylight saving starts and ends: the offset changes at 02:00 local.
  expect(etToInstant('2026-03-08', '01:30')?.toISOString()).toBe('2026-03-08T06:30:00.000Z');
  expect(etToInstant('2026-03-08', '03:30')?.toISOString()).toBe('2026-03-08T07:30:00.000Z');
  expect(etToInstant('2026-11-01', '12:00')?.toISOString()).toBe('2026-11-01T17:00:00.000Z');
});

test('missing, malformed and impossible dates answer null', () => {
  for (const [date, time] of [['', '13:00'], ['2026-07-04', ''], ['2026-7-4', '13:00'], ['2026-13-01', '13:00'], ['2026-02-30', '13:00'], ['2026-07-04', '25:00']]) {
    expect(etToInstant(date!, time!)).toBeNull();
  }
});

test('an instant reads back as the Eastern inputs it came from, and the default start is the next full hour an hour ahead', () => {
  const instant = etToInstant('2026-12-01', '19:05')!.getTime();
  expect(instantToEt(instant)).toEqual({ date: '2026-12-01', time: '19:05' });
  expect(instantToEt(Date.parse('2026-07-01T03:30:00Z'))).toEqual({ date: '2026-06-30', time: '23:30' });
  // 18:10 ET → at least 19:10 → the next full hour, 20:00 ET.
  expect(defaultStart(Date.parse('2026-12-01T23:10:00Z'))).toEqual({ date: '2026-12-01', time: '20:00' });
});
