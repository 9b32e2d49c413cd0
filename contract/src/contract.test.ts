import {
  BASERUNNING_AGGRESSIVENESS,
  BASERUNNING_AGGRESSIVENESS_EXTENDED,
  DEFAULT_YEAR_TABS,
  ERAS,
  LEAGUE_TYPE_CODES,
  LINEUP_POSITIONS,
  MODE,
  PITCHER_ROLES,
  POSITION_CODES,
  positionName,
  positionNumber,
} from './constants';

it('position codes and the DH → 0 reverse lookup', () => {
  expect(POSITION_CODES[1]).toBe('P');
  expect(positionName(10)).toBe('DH');
  expect(positionNumber('DH')).toBe(0);
  expect(positionNumber('SS')).toBe(6);
  expect(positionNumber('XX')).toBeUndefined();
});

it('the fixed lists: baserunning, modes, league type codes, pitcher roles, positions, eras, default year tabs', () => {
  expect(BASERUNNING_AGGRESSIVENESS.map((x) => `${x.label}:${x.value}`)).toEqual([
    'Very Aggressive:0', 'Aggressive:1', 'Normal:2', 'Conservative:3', 'Extra Conservative:4',
  ]);
  expect(BASERUNNING_AGGRESSIVENESS_EXTENDED.at(-1)).toEqual({ label: 'Deadball Style', value: 6 });
  expect(MODE).toEqual([{ label: 'Regular', value: 0 }, { label: 'Maximize', value: 1 }]);
  expect(LEAGUE_TYPE_CODES).toHaveLength(16);
  expect(PITCHER_ROLES).toEqual(['SP', 'RP', 'CP']);
  expect(LINEUP_POSITIONS).toEqual(['C', '1B', '2B', '3B', 'SS', 'LF', 'CF', 'RF']);
  expect(ERAS.map((e) => e.name)).toEqual(['Power Era', 'Expansion Era', 'Integrated Era', 'Golden Era', 'Deadball Era']);
  expect(DEFAULT_YEAR_TABS[0]).toBe(2019);
  expect(DEFAULT_YEAR_TABS.at(-1)).toBe(1999);
});
