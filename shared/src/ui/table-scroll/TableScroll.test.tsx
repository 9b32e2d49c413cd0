import { act, fireEvent, render, screen } from '@testing-library/react';
import { ThemeRoot } from '../../theme/ThemeRoot';
import { TableScroll } from './TableScroll';

/** jsdom has no layout: give the scroller the widths a 375 px phone would measure. */
function setWidths(el: HTMLElement, { client, scroll, left = 0 }: { client: number; scroll: number; left?: number }) {
  Object.defineProperty(el, 'clientWidth', { configurable: true, value: client });
  Object.defineProperty(el, 'scrollWidth', { configurable: true, value: scroll });
  Object.defineProperty(el, 'scrollLeft', { configurable: true, writable: true, value: left });
}

function renderTable(stickyFirstColumn?: boolean) {
  return render(
    <ThemeRoot mode="day">
      <TableScroll label="Batting" stickyFirstColumn={stickyFirstColumn}>
        <table>
          <tbody>
            <tr>
              <th scope="row">Babe Ruth</th>
              <td>.356</td>
            </tr>
          </tbody>
        </table>
      </TableScroll>
    </ThemeRoot>,
  );
}

const scrollerOf = () => screen.getByRole('table').closest<HTMLElement>('[data-table-scroll]')!;

it('shows no hint, takes no focus and is no landmark while the table fits', () => {
  renderTable();
  setWidths(scrollerOf(), { client: 343, scroll: 343 });
  act(() => {
    fireEvent(window, new Event('resize'));
  });
  expect(screen.queryByTestId('table-scroll-hint')).toBeNull();
  expect(scrollerOf()).not.toHaveAttribute('tabindex');
  expect(scrollerOf()).toHaveAttribute('data-overflowing', 'false');
  expect(screen.queryByRole('region')).toBeNull();
});

it('shows the swipe hint and becomes a focusable named region when columns are hidden on the right, and drops the hint at the end', () => {
  renderTable();
  const scroller = scrollerOf();
  setWidths(scroller, { client: 343, scroll: 820 });
  act(() => {
    fireEvent(window, new Event('resize'));
  });
  expect(screen.getByTestId('table-scroll-hint')).toHaveTextContent('Swipe for more columns');
  expect(screen.getByRole('region', { name: 'Batting' })).toBe(scroller);
  expect(scroller).toHaveAttribute('tabindex', '0');

  scroller.scrollLeft = 820 - 343;
  fireEvent.scroll(scroller);
  expect(screen.queryByTestId('table-scroll-hint')).toBeNull();
  // Still scrollable (back to the left), so it keeps the keyboard focus.
  expect(scroller).toHaveAttribute('tabindex', '0');

  scroller.scrollLeft = 100;
  fireEvent.scroll(scroller);
  expect(screen.getByTestId('table-scroll-hint')).toBeInTheDocument();
});

it('pins the first column by default and not when asked', () => {
  const { unmount } = renderTable();
  expect(getComputedStyle(screen.getByRole('rowheader', { name: 'Babe Ruth' })).position).toBe('sticky');
  unmount();
  renderTable(false);
  expect(getComputedStyle(screen.getByRole('rowheader', { name: 'Babe Ruth' })).position).not.toBe('sticky');
});
