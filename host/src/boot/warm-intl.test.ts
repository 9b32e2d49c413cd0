import { ET_ZONE } from '@bb/shared';
import { WARMUP_ZONE, warmIntl } from './warm-intl';

test('warms the zone the app formats league and leaderboard days in', () => {
  expect(WARMUP_ZONE).toBe(ET_ZONE);
});

test('builds a default-locale formatter, an Eastern-time formatter and ordinal plural rules', () => {
  const { DateTimeFormat, PluralRules } = Intl;
  const built: unknown[][] = [];
  const intl = Intl as unknown as Record<'DateTimeFormat' | 'PluralRules', unknown>;
  // Intl's constructors refuse to be called without `new`, so they are wrapped, not spied on.
  intl.DateTimeFormat = function (...args: ConstructorParameters<typeof DateTimeFormat>) {
    built.push(['DateTimeFormat', ...args]);
    return new DateTimeFormat(...args);
  };
  intl.PluralRules = function (...args: ConstructorParameters<typeof PluralRules>) {
    built.push(['PluralRules', ...args]);
    return new PluralRules(...args);
  };
  try {
    warmIntl(Date.UTC(2026, 6, 4, 23, 5));
  } finally {
    intl.DateTimeFormat = DateTimeFormat;
    intl.PluralRules = PluralRules;
  }
  expect(built).toEqual([
    ['DateTimeFormat'],
    ['DateTimeFormat', 'en-US', expect.objectContaining({ timeZone: 'America/New_York', hourCycle: 'h23', weekday: 'short' })],
    ['PluralRules', 'en', { type: 'ordinal' }],
  ]);
});
