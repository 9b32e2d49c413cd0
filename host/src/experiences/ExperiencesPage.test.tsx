import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeRoot } from '@bb/shared';
import { ExperiencesPage } from './ExperiencesPage';
import { EXPERIENCE_TILES } from './experience-tiles';

const renderHome = () =>
  render(
    <MemoryRouter>
      <ThemeRoot mode="day">
        <ExperiencesPage />
      </ThemeRoot>
    </MemoryRouter>,
  );

test('every home tile carries an illustration, never blank art', () => {
  renderHome();
  const tiles = screen.getAllByTestId('experience-tile');
  expect(tiles).toHaveLength(EXPERIENCE_TILES.length);
  EXPERIENCE_TILES.forEach((tile, i) => {
    const el = tiles[i] as HTMLElement;
    expect(within(el).getByText(tile.title)).toBeInTheDocument();
    expect(el).toHaveAttribute('href', tile.to);
    const icon = el.querySelector(`svg[data-icon="${tile.icon}"]`);
    expect(icon?.querySelectorAll('.ink').length).toBeGreaterThan(0);
  });
});

test('the featured Game Of The Day band has its illustration too', () => {
  renderHome();
  const featured = screen.getByRole('link', { name: /Game Of The Day/ });
  expect(featured.querySelector('svg[data-icon="gotd"]')).not.toBeNull();
});
