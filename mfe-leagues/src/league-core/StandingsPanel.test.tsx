import { render, screen, within } from '@testing-library/react';
import { ThemeRoot, type LeagueStandingsRow } from '@bb/shared';
import { mockApi, ok } from '@bb/shared/src/testing/api-mock';
import { leagueDetail, leagueTeam } from '../test/league-fixtures';
import { login, setupStatsTests } from '../test/render';
import { StandingsPanel } from './StandingsPanel';

setupStatsTests();
beforeEach(login);

const row = (index: number, wins: number, losses: number, gamesBehind: number): LeagueStandingsRow => ({
  index, wins, losses, pct: wins / (wins + losses), gamesBehind, runsScored: 40, runsAllowed: 30, streak: 'W1', lastTen: { wins: 6, losses: 4 },
});

// One group of short names, one with a long city: the long one once pushed every column but W out of a phone's view.
const league = leagueDetail({
  groups: ['American League', 'National League'],
  teams: [
    leagueTeam(0, 'New York', 'Yankees', 'NYA', { manager: 'you' }),
    leagueTeam(1, 'Boston', 'Red Sox', 'BOS'),
    leagueTeam(2, 'Philadelphia', 'Phillies', 'PHI', { group: 1, lgId: 'NL' }),
    leagueTeam(3, 'San Francisco', 'Giants', 'SFN', { group: 1, lgId: 'NL' }),
  ],
});

const PHONE_VISIBLE = ['W', 'L', 'PCT', 'GB'];

test('every group has the same columns in the same widths; at phone width W, L, PCT and GB sit beside the abbreviation', async () => {
  mockApi({
    'GET leagues/5/standings': () =>
      ok({
        groups: [
          { name: 'American League', rows: [row(0, 10, 4, 0), row(1, 4, 10, 6)] },
          { name: 'National League', rows: [row(3, 8, 6, 0), row(2, 6, 8, 2)] },
        ],
      }),
  });
  render(
    <ThemeRoot mode="day">
      <StandingsPanel league={league} version={0} />
    </ThemeRoot>,
  );
  const tables = await screen.findAllByRole('table');
  expect(tables).toHaveLength(2);
  const headers = tables.map((t) => within(t).getAllByRole('columnheader').map((h) => h.textContent));
  expect(headers[0]).toEqual(['Team', 'W', 'L', 'PCT', 'GB', 'RS', 'RA', 'STRK', 'L10']);
  expect(headers[1]).toEqual(headers[0]);

  // jsdom applies the rules outside media queries: the phone's (the wider screens' rules are min-width queries).
  const widths = tables.map((t) => within(t).getAllByRole('columnheader').map((h) => getComputedStyle(h).width));
  expect(widths[1]).toEqual(widths[0]);
  expect(getComputedStyle(tables[0]!).tableLayout).toBe('fixed');
  const px = (w: string) => Number(w.replace('px', ''));
  // Team, W, L, PCT and GB fit a 375 px phone's 343 px content box; the rest scroll in.
  expect(widths[0]!.slice(0, 1 + PHONE_VISIBLE.length).reduce((n, w) => n + px(w), 0)).toBeLessThanOrEqual(343);
  for (const table of tables) {
    for (const label of PHONE_VISIBLE) expect(getComputedStyle(within(table).getByRole('columnheader', { name: label })).display).not.toBe('none');
  }

  const sf = tables[1]!.querySelector('tbody tr')!;
  expect(getComputedStyle(sf.querySelector('[data-team-short]')!).display).toBe('inline');
  expect(getComputedStyle(sf.querySelector('[data-team-full]')!).display).toBe('none');
  expect(sf.querySelector('[data-team-short]')).toHaveTextContent('SFN');
  expect(sf.querySelector('[data-team-full]')).toHaveTextContent('San Francisco Giants');
  expect([...sf.querySelectorAll('td')].slice(0, 4).map((c) => c.textContent)).toEqual(['8', '6', '.571', '-']);
});
