import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeRoot, initI18n, PICTURE_BACKGROUND, type LeaderboardRow } from '@bb/shared';
import type { Options } from 'html2canvas';
import LeaderboardPage from '../LeaderboardPage';

const html2canvas = jest.fn();
jest.mock('html2canvas', () => ({ __esModule: true, default: (...args: unknown[]) => html2canvas(...args) }));

beforeAll(() => initI18n('en'));
afterEach(() => jest.restoreAllMocks());
beforeEach(() => {
  html2canvas.mockReset();
  html2canvas.mockResolvedValue({ toBlob: (done: (b: Blob | null) => void) => done(new Blob(['png'], { type: 'image/png' })) });
  URL.createObjectURL = jest.fn(() => 'blob:picture');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});

const ROWS: LeaderboardRow[] = ['ace', 'bo', 'cy'].map((username, i) => ({
  rank: i + 1, username, totalWins: 9 - i, winPercentage: 60, avgRunsScored: 4.5, avgHits: 8.25, totalGamesPlayed: 10,
  currentPlayStreak: 3, maxPlayStreak: 5, currentWinStreak: 1, maxWinStreak: 2, totalRunsScored: 14, totalHits: 25, totalHr: 4,
  totalStrikeouts: 21, gameLastPlayedOn: '2026-11-22', gamesPlayedOn: '2026-11-01',
}));

/** jsdom has no layout: the widths a 375 px phone measures, where the table is 220 px wider than its box. */
function asOnAPhone(board: HTMLElement, scroller: HTMLElement) {
  Object.defineProperty(scroller, 'clientWidth', { configurable: true, value: 309 });
  Object.defineProperty(scroller, 'scrollWidth', { configurable: true, value: 529 });
  jest.spyOn(board, 'getBoundingClientRect').mockReturnValue({ width: 343, height: 900, x: 16, y: 0, top: 0, left: 16, right: 359, bottom: 900, toJSON: () => ({}) });
  act(() => {
    fireEvent(window, new Event('resize'));
  });
}

async function download(): Promise<{ board: HTMLElement; options: Partial<Options> }> {
  render(
    <MemoryRouter initialEntries={['/leaderboard']}>
      <ThemeRoot mode="night">
        <LeaderboardPage fetcher={async () => ({ rows: ROWS, me: null })} />
      </ThemeRoot>
    </MemoryRouter>,
  );
  await screen.findByText('cy', { selector: 'td' });
  const board = screen.getByRole('region', { name: 'GAME OF THE DAY' });
  asOnAPhone(board, screen.getByRole('table').closest<HTMLElement>('[data-table-scroll]')!);
  expect(screen.getByTestId('table-scroll-hint')).toHaveTextContent('Swipe for more columns');
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Download picture' })));
  expect(html2canvas).toHaveBeenCalledTimes(1);
  const [element, options] = html2canvas.mock.calls[0] as [HTMLElement, Partial<Options>];
  expect(element).toBe(board);
  return { board, options };
}

test('the leaderboard picture is drawn at scale 2 on the dark background, whatever the screen ratio', async () => {
  const { options } = await download();
  expect(window.devicePixelRatio).toBe(1);
  expect(options).toMatchObject({ scale: 2, backgroundColor: PICTURE_BACKGROUND });
});

test('the "Swipe for more columns" hint is left out of the picture; the table is not', async () => {
  const { options } = await download();
  expect(options.ignoreElements!(screen.getByTestId('table-scroll-hint'))).toBe(true);
  expect(options.ignoreElements!(screen.getByRole('table'))).toBe(false);
  expect(options.ignoreElements!(screen.getByRole('columnheader', { name: 'Total Wins' }))).toBe(false);
});

test('the clone shows the whole table (the board widened by what the scroll box hides, nothing clipped) with labels on one line', async () => {
  const { board, options } = await download();
  // html2canvas hands over its clone of the document and of the board; the page itself stands in for both here.
  options.onclone!(document, board);
  expect(board.style.width).toBe(`${343 + 529 - 309}px`);
  expect(board.style.maxWidth).toBe('none');
  const scroller = screen.getByRole('table').closest<HTMLElement>('[data-table-scroll]')!;
  expect(getComputedStyle(scroller).overflow).toBe('visible');
  for (const label of [
    screen.getByRole('columnheader', { name: 'Total Wins' }),
    screen.getByRole('tab', { name: /Overall/ }),
    screen.getByRole('tab', { name: 'Total Wins' }),
  ]) {
    expect(getComputedStyle(label).whiteSpace).toBe('nowrap');
  }
  // The phone's bottom tab bar is drawn in the board, not over the foot of the picture.
  expect(getComputedStyle(board.querySelector('[data-bottom-tab-bar]')!).position).toBe('static');
});
