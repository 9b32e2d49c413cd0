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

it('measures when the browser reports the sizes after its layout, never by forcing one during the render', () => {
  const observers: { callback: ResizeObserverCallback; targets: Element[] }[] = [];
  class FakeResizeObserver {
    targets: Element[] = [];
    constructor(readonly callback: ResizeObserverCallback) {
      observers.push(this);
    }
    observe(target: Element) {
      this.targets.push(target);
    }
    disconnect() {
      this.targets = [];
    }
  }
  const original = (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
  (globalThis as { ResizeObserver?: unknown }).ResizeObserver = FakeResizeObserver;
  const scrollWidth = jest.fn(() => 820);
  const prototype = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'scrollWidth');
  Object.defineProperty(HTMLElement.prototype, 'scrollWidth', { configurable: true, get: scrollWidth });
  try {
    renderTable();
    // Rendered and committed: no size was read yet, so no layout was forced.
    expect(scrollWidth).not.toHaveBeenCalled();
    expect(observers).toHaveLength(1);
    const scroller = scrollerOf();
    expect(observers[0]!.targets).toEqual([scroller, scroller.firstElementChild]);
    Object.defineProperty(scroller, 'clientWidth', { configurable: true, value: 343 });
    act(() => observers[0]!.callback([], observers[0] as unknown as ResizeObserver));
    expect(scrollWidth).toHaveBeenCalled();
    expect(screen.getByTestId('table-scroll-hint')).toHaveTextContent('Swipe for more columns');
  } finally {
    (globalThis as { ResizeObserver?: unknown }).ResizeObserver = original;
    if (prototype) Object.defineProperty(HTMLElement.prototype, 'scrollWidth', prototype);
    else delete (HTMLElement.prototype as { scrollWidth?: number }).scrollWidth;
  }
});
