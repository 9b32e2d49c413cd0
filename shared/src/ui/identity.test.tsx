import { render, screen } from '@testing-library/react';
import { ThemeRoot } from '../theme/ThemeRoot';
import { contrastRatio } from '../theme/contrast';
import { MODE_ICONS, ModeIcon, type ModeIconName } from './ModeIcon';
import { TeamMonogram } from './team-monogram/TeamMonogram';
import { FRANCHISE_COLOURS, TEAM_TO_FRANCHISE, hslHex, initialsOf, teamColours } from './team-monogram/team-colours';

const wrap = (ui: React.ReactNode) => render(<ThemeRoot mode="day">{ui}</ThemeRoot>);

describe('ModeIcon', () => {
  it.each(Object.keys(MODE_ICONS) as ModeIconName[])('%s is a drawn, decorative illustration', (name) => {
    const { container } = wrap(<ModeIcon name={name} />);
    const svg = container.querySelector(`svg[data-icon="${name}"]`);
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    // A backplate plus at least one ink stroke: a blank tile would have neither.
    expect(svg?.querySelector('.plate')).not.toBeNull();
    expect(svg?.querySelectorAll('.ink').length).toBeGreaterThan(0);
    expect(svg?.textContent).toBe('');
  });

  it('is an image named by its title when it stands alone', () => {
    wrap(<ModeIcon name="tournament" title="Tournament" size={24} />);
    const img = screen.getByRole('img', { name: 'Tournament' });
    expect(img).toHaveAttribute('width', '24');
  });
});

describe('TeamMonogram', () => {
  it('shows a franchise in its club colours, reached by team id too', () => {
    wrap(
      <>
        <TeamMonogram franchId="NYY" name="New York Yankees" />
        <TeamMonogram teamId="NYA" name="New York Yankees" />
        <TeamMonogram teamId="BOS" name="Boston Red Sox" shape="shield" />
      </>,
    );
    const [byFranchise, byTeam, boston] = screen.getAllByTestId('team-monogram');
    expect(byFranchise).toHaveAttribute('data-initials', 'NY');
    expect(byFranchise?.querySelector('circle')).toHaveAttribute('fill', FRANCHISE_COLOURS.NYY?.bg);
    expect(byTeam?.querySelector('circle')).toHaveAttribute('fill', '#0c2340');
    expect(boston).toHaveAttribute('data-shape', 'shield');
    expect(boston?.querySelector('path')).toHaveAttribute('fill', '#bd3039');
  });

  it('adds no text to the name it sits beside, and is an image only when labelled', () => {
    wrap(
      <>
        <span data-testid="row">
          <TeamMonogram teamId="SLN" name="St. Louis Cardinals" /> St. Louis Cardinals
        </span>
        <TeamMonogram teamId="CHN" name="Chicago Cubs" labelled />
      </>,
    );
    expect(screen.getByTestId('row').textContent?.trim()).toBe('St. Louis Cardinals');
    expect(screen.getByRole('img', { name: 'Chicago Cubs' })).toHaveAttribute('data-initials', 'C');
    expect(screen.getAllByRole('img')).toHaveLength(1);
  });

  it('an old home keeps the franchise colours with its own letters', () => {
    expect(teamColours({ teamId: 'BRO' })).toEqual({ ...FRANCHISE_COLOURS.LAD, initials: 'B' });
    expect(teamColours({ teamId: 'WS1' }).initials).toBe('W');
    expect(teamColours({ teamId: 'LAN' }).initials).toBe('LA');
  });

  it('gives an uncurated team stable hashed colours and initials from its name', () => {
    const a = teamColours({ teamId: 'KEK', name: 'Fort Wayne Kekiongas' });
    expect(teamColours({ teamId: 'KEK', name: 'Fort Wayne Kekiongas' })).toEqual(a);
    expect(a.initials).toBe('FW');
    expect(teamColours({ teamId: 'RC1' }).bg).not.toBe(a.bg);
    expect(initialsOf(undefined, 'xyz')).toBe('XY');
    expect(initialsOf('1927 New York Yankees', 'NYA')).toBe('NY');
  });

  it('keeps every curated and every hashed badge readable (initials >= 4.5:1)', () => {
    for (const [id, colours] of Object.entries(FRANCHISE_COLOURS)) {
      expect([id, contrastRatio(colours.fg, colours.bg) >= 4.5]).toEqual([id, true]);
    }
    for (let hue = 0; hue < 360; hue += 1) expect(contrastRatio('#ffffff', hslHex(hue, 0.55, 0.26))).toBeGreaterThanOrEqual(4.5);
  });

  it('curates all thirty current franchises, and every team-id alias lands on one', () => {
    const current = ['ANA', 'ARI', 'ATL', 'BAL', 'BOS', 'CHC', 'CHW', 'CIN', 'CLE', 'COL', 'DET', 'FLA', 'HOU', 'KCR', 'LAD', 'MIL', 'MIN', 'NYM', 'NYY', 'OAK', 'PHI', 'PIT', 'SDP', 'SEA', 'SFG', 'STL', 'TBD', 'TEX', 'TOR', 'WSN'];
    expect(current.filter((id) => !FRANCHISE_COLOURS[id])).toEqual([]);
    expect(Object.values(TEAM_TO_FRANCHISE).filter((id) => !FRANCHISE_COLOURS[id])).toEqual([]);
  });
});
