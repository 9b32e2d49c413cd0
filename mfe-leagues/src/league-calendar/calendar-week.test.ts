import { CALENDAR_MESSAGES, type CalendarGame } from '@bb/shared';
import { addDays, mondayOf, weekColumns, weekdayIndex } from './calendar-week';
import { fillOriginalTime } from './reschedule-error';

const game = (scheduleId: number, startsAt: string) => ({ scheduleId, startsAt }) as CalendarGame;

test('weeks run Monday to Sunday over month and year ends', () => {
  expect(weekdayIndex('2024-01-01')).toBe(0);
  expect(weekdayIndex('2024-01-07')).toBe(6);
  expect(mondayOf('2024-01-07')).toBe('2024-01-01');
  expect(mondayOf('2025-01-01')).toBe('2024-12-30');
  expect(addDays('2024-03-09', 2)).toBe('2024-03-11');
  expect(addDays('2024-01-01', -7)).toBe('2023-12-25');
});

test('games fall on their Eastern day: 02:00 UTC on Monday is Sunday evening', () => {
  const columns = weekColumns('2024-01-01', [game(1, '2024-01-08T02:00:00Z'), game(2, '2024-01-01T18:00:00Z'), game(3, '2024-01-01T17:00:00Z')]);
  expect(columns.map((c) => c.value)).toEqual(['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY']);
  expect(columns.map((c) => c.short)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
  expect(columns[0]!.games.map((g) => g.scheduleId)).toEqual([3, 2]);
  expect(columns[6]!.day).toBe('2024-01-07');
  expect(columns[6]!.games.map((g) => g.scheduleId)).toEqual([1]);
});

test('the original time replaces the placeholder in quotes', () => {
  expect(fillOriginalTime(CALENDAR_MESSAGES.beforeOriginal, '2024-01-02T00:05:00Z')).toBe('A game can only be moved later than its original time "Mon, Jan 1, 2024, 07:05 PM"');
  expect(fillOriginalTime(CALENDAR_MESSAGES.tooLate, '2024-07-04T22:30:00Z')).toBe('A game can be postponed by at most 72 hours after "Thu, Jul 4, 2024, 06:30 PM"');
  expect(fillOriginalTime(CALENDAR_MESSAGES.pastTime, '2024-01-02T00:05:00Z')).toBe(CALENDAR_MESSAGES.pastTime);
  expect(fillOriginalTime(CALENDAR_MESSAGES.beforeOriginal, undefined)).toBe('A game can only be moved later than its original time');
});
