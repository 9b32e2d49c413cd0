import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { HOWTO_MODES, ThemeRoot, initI18n, type HowToManifest } from '@bb/shared';
import { mockApi, ok } from '@bb/shared/src/testing/api-mock';
import { HowToVideosPage } from './HowToVideosPage';
import { MODE_GUIDES } from './mode-guides';

function renderPage() {
  return render(
    <ThemeRoot>
      <MemoryRouter initialEntries={['/howToVideos']}>
        <HowToVideosPage />
      </MemoryRouter>
    </ThemeRoot>,
  );
}

const RECORDED: HowToManifest = {
  recordedAt: '2026-11-27T10:00:00.000Z',
  build: 'dist-abc',
  modes: [{ mode: 'exhibition', title: 'Exhibition Game', frames: [{ file: '01.jpg', caption: 'Pick the teams.' }, { file: '02.jpg', caption: 'Swing Away.' }] }],
};

beforeAll(() => initI18n());

describe('How To page', () => {
  it('has a section for every mode, each in the contents, and the rules with their pictures', async () => {
    mockApi({ 'GET howto/manifest': () => ok({ recordedAt: null, build: null, modes: [] }) });
    renderPage();
    expect(MODE_GUIDES.map((g) => g.mode)).toEqual([...HOWTO_MODES]);
    const toc = screen.getByRole('navigation', { name: 'Contents' });
    for (const guide of MODE_GUIDES) {
      const section = screen.getByTestId(`guide-${guide.mode}`);
      expect(within(section).getByRole('heading', { level: 2, name: guide.title })).toBeInTheDocument();
      expect(within(section).getAllByRole('listitem').length).toBeGreaterThan(1);
      expect(within(toc).getByRole('link', { name: guide.title }).getAttribute('href')).toBe(`#${section.id}`);
    }
    // Nothing recorded: each mode says so, once the manifest has answered.
    expect(await screen.findByTestId('no-recording-season')).toHaveTextContent('No demonstration has been recorded for this mode yet.');
    expect(screen.getAllByText('No demonstration has been recorded for this mode yet.')).toHaveLength(MODE_GUIDES.length);

    const rules = screen.getByTestId('rules');
    expect(within(toc).getByRole('link', { name: 'The dice and the cards' }).getAttribute('href')).toBe(`#${rules.id}`);
    expect(within(rules).getByRole('img', { name: 'the white die' })).toBeInTheDocument();
    expect(within(rules).getByRole('img', { name: 'the twenty-sided die' })).toBeInTheDocument();
    expect(within(rules).getByRole('img', { name: "Batter's card" })).toBeInTheDocument();
    expect(within(rules).getByRole('img', { name: "Pitcher's card" })).toBeInTheDocument();
    expect(within(rules).getByTestId('row-odds')).toBeInTheDocument();
    // The example roll's cell is ringed on the batter's card and read out in the walk-through.
    expect(within(screen.getByTestId('card-batter')).getByTestId('card-highlight')).toBeInTheDocument();
    expect(screen.getByTestId('example-roll')).toHaveTextContent('row 8, which reads GB 1-11, FB 12-20');
    // The chart: nine results whose chances add up to the 4,320 of a plate appearance.
    const rows = within(screen.getByTestId('result-chart')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(9);
    const total = rows.reduce((sum, row) => sum + Number(/^(\d+)/.exec(row.querySelectorAll('td')[2]?.textContent ?? '')?.[1]), 0);
    expect(total).toBe(4320);
  });

  it('plays the recorded mode and says which modes have no recording yet', async () => {
    mockApi({ 'GET howto/manifest': () => ok(RECORDED) });
    renderPage();
    const frame = await screen.findByTestId('frame-exhibition');
    expect(frame.getAttribute('src')).toBe('/api/howto/media/exhibition/01.jpg?v=2026-11-27T10%3A00%3A00.000Z');
    expect(screen.getByTestId('caption-exhibition')).toHaveTextContent('Pick the teams.');
    expect(screen.queryByTestId('no-recording-exhibition')).toBeNull();
    expect(screen.getByTestId('no-recording-gotd')).toBeInTheDocument();
  });

  it('a failed manifest leaves the guides as text', async () => {
    mockApi({});
    renderPage();
    expect(await screen.findByTestId('no-recording-exhibition')).toBeInTheDocument();
    expect(screen.getByTestId('rules')).toBeInTheDocument();
  });
});
