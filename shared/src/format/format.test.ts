import { formatCountdown } from './countdown';
import { etDayKey, formatDate, formatEtDateTime, formatEtTime, formatEtWhen, fromUnixSeconds } from './et-date';
import { formatAvg, formatEra, formatInnings, formatPer9, formatPerGame, formatRating, formatRelieverRating, formatWar, formatWhip, formatWinPct } from './stats';

describe('formatEtDateTime', () => {
  it.each([
    // winter: EST = UTC-5
    ['2024-01-01T14:05:00Z', 'Mon, Jan 1, 2024, 09:05 AM (ET)'],
    // summer: EDT = UTC-4
    ['2024-07-04T22:30:00Z', 'Thu, Jul 4, 2024, 06:30 PM (ET)'],
    // DST starts 2024-03-10 07:00Z: one minute apart, an hour apart on the clock
    ['2024-03-10T06:59:00Z', 'Sun, Mar 10, 2024, 01:59 AM (ET)'],
    ['2024-03-10T07:00:00Z', 'Sun, Mar 10, 2024, 03:00 AM (ET)'],
    // DST ends 2024-11-03: 01:30 happens twice
    ['2024-11-03T05:30:00Z', 'Sun, Nov 3, 2024, 01:30 AM (ET)'],
    ['2024-11-03T06:30:00Z', 'Sun, Nov 3, 2024, 01:30 AM (ET)'],
    ['2024-12-31T17:00:00Z', 'Tue, Dec 31, 2024, 12:00 PM (ET)'],
  ])('%s → %s', (iso, out) => {
    expect(formatEtDateTime(new Date(iso))).toBe(out);
    expect(formatEtDateTime(Date.parse(iso))).toBe(out);
  });
  it('returns empty text for invalid input', () => expect(formatEtDateTime('nope')).toBe(''));
});

describe('formatEtWhen: weekday, month, day, year, hh:mm AM/PM in Eastern time', () => {
  it.each([
    ['2024-01-02T00:05:00Z', 'Mon, Jan 1, 2024, 07:05 PM'],
    ['2024-07-04T22:30:00Z', 'Thu, Jul 4, 2024, 06:30 PM'],
    ['2024-12-31T17:00:00Z', 'Tue, Dec 31, 2024, 12:00 PM'],
  ])('%s → %s', (iso, out) => expect(formatEtWhen(iso)).toBe(out));
  it('returns empty text for invalid input', () => expect(formatEtWhen('nope')).toBe(''));
});

describe('Eastern days', () => {
  it('a game at 02:00 UTC on Monday is on Sunday evening in ET', () => {
    expect(etDayKey('2024-01-08T02:00:00Z')).toBe('2024-01-07');
    expect(formatEtTime('2024-01-08T02:00:00Z')).toBe('09:00 PM');
  });
});

describe('formatDate', () => {
  it('formats like Tue, Jan 2, 2024 in Eastern time', () => {
    expect(formatDate(new Date('2024-01-02T15:00:00Z'))).toBe('Tue, Jan 2, 2024');
    // 03:00Z on Jan 3 is still Jan 2 in New York
    expect(formatDate(new Date('2024-01-03T03:00:00Z'))).toBe('Tue, Jan 2, 2024');
    expect(formatDate(fromUnixSeconds(1704214800))).toBe('Tue, Jan 2, 2024');
  });
});

describe('statistics: fixed decimals per stat, a dash stays a dash, anything else that is not a number becomes 0', () => {
  it.each([
    [0.3, '0.300'], ['0.2567', '0.257'], [1.1, '1.100'], ['-', '-'], ['abc', '0.000'], [null, '0.000'], [undefined, '0.000'], ['', '0.000'],
  ])('formatAvg(%p) = %s', (v, out) => expect(formatAvg(v)).toBe(out));

  it.each<[number | string, number | string | undefined, string]>([
    [3.456, 10, '3.46'], [3.456, undefined, '3.46'], [9, 0, '0.00'], [9, -1, '0.00'], [9, '0', '0.00'], ['-', 5, '-'], ['x', 5, '0.00'],
  ])('formatEra(%p, innings %p) = %s', (v, ip, out) => expect(formatEra(v, ip)).toBe(out));

  it.each([[1.234, '1.23'], ['-', '-'], ['n/a', '0.00']])('formatWhip(%p) = %s', (v, out) => expect(formatWhip(v)).toBe(out));
  it.each([[8.96, '9.0'], [0, '0.0'], ['-', '-']])('formatPer9(%p) = %s', (v, out) => expect(formatPer9(v)).toBe(out));
  it.each([[-0.04, '0.0'], [-0, '0.0'], [-1.25, '-1.3'], [2.04, '2.0'], ['-', '-'], ['x', '0.0']])('formatWar(%p) = %s', (v, out) =>
    expect(formatWar(v)).toBe(out),
  );
  it.each([[0, '-'], ['0', '-'], [7, '7'], ['12', '12'], ['-', '-'], [null, '-']])('formatRating(%p) = %s', (v, out) =>
    expect(formatRating(v)).toBe(out),
  );
  it.each([[0, '-'], [-3, '-'], [5, '5'], ['4', '4'], ['-', '-'], [null, '-']])('formatRelieverRating(%p) = %s', (v, out) =>
    expect(formatRelieverRating(v)).toBe(out),
  );
  it.each([[-0.0001, '0.000'], [0.37328767, '0.373'], [1.2401, '1.240']])('formatAvg rounds to 3 decimals and never shows -0: %p = %s', (v, out) =>
    expect(formatAvg(v)).toBe(out),
  );
  it.each([[256.3333333, '256.1'], [256.6666667, '256.2'], [7, '7.0'], [0, '0.0'], [-2, '0.0'], ['-', '-'], [null, '0.0'], ['x', '0.0']])('formatInnings(%p) = %s', (v, out) =>
    expect(formatInnings(v)).toBe(out),
  );
  it.each([[6.2903, '6.29'], ['-', '-'], [null, '0.00']])('formatPerGame(%p) = %s', (v, out) => expect(formatPerGame(v)).toBe(out));
  it.each([[110 / 154, '.714'], [1, '1.000'], [0, '.000'], [null, '.000'], ['-', '-']])('formatWinPct(%p) = %s', (v, out) => expect(formatWinPct(v)).toBe(out));
});

describe('formatCountdown: 00:00:00 at zero, hh:mm:ss under a day, days in front past one', () => {
  const s = 1000;
  it.each([
    [0, '00:00:00'], [-5000, '00:00:00'], [NaN, '00:00:00'], [999, '00:00:00'], [1 * s, '00:00:01'], [61 * s, '00:01:01'],
    [(23 * 3600 + 59 * 60 + 59) * s, '23:59:59'], [86_400 * s, '1 day, 00:00:00'], [(86_400 + 3661) * s, '1 day, 01:01:01'],
    [(3 * 86_400 + 5) * s, '3 days, 00:00:05'],
  ])('%p ms → %s', (ms, out) => expect(formatCountdown(ms)).toBe(out));

  it('hours off shows mm:ss', () => {
    expect(formatCountdown(125 * s, { showHours: false })).toBe('02:05');
    expect(formatCountdown((3600 + 65) * s, { showHours: false })).toBe('61:05');
    expect(formatCountdown((2 * 86_400 + 30) * s, { showHours: false })).toBe('2 days, 00:30');
    expect(formatCountdown(0, { showHours: false })).toBe('00:00:00');
  });
});
