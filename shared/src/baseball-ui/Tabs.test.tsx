import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { ThemeRoot } from '../theme/ThemeRoot';
import { Tabs } from './Tabs';

const SEASONS = Array.from({ length: 30 }, (_, i) => ({ key: String(1990 + i), label: String(1990 + i) }));
const TAB_WIDTH = 60;
const LIST_WIDTH = 300;

function Seasons({ initial }: { initial: string }) {
  const [selected, setSelected] = useState(initial);
  return (
    <ThemeRoot mode="day">
      <Tabs label="Seasons" items={SEASONS} selected={selected} onSelect={setSelected} />
    </ThemeRoot>
  );
}

/** A 300 px list of 60 px tabs, laid out from its scroll position, and the ResizeObserver the overflow hook starts. */
function fakeLayout() {
  const observers: { callback: ResizeObserverCallback }[] = [];
  const reads = { sizes: 0 };
  const originalObserver = (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
  (globalThis as { ResizeObserver?: unknown }).ResizeObserver = class {
    constructor(readonly callback: ResizeObserverCallback) {
      observers.push(this);
    }
    observe() {}
    disconnect() {}
  };
  const proto = HTMLElement.prototype as unknown as Record<string, unknown>;
  const saved = ['scrollWidth', 'clientWidth', 'getBoundingClientRect'].map((key) => [key, Object.getOwnPropertyDescriptor(proto, key)] as const);
  const listOf = (el: HTMLElement) => (el.getAttribute('role') === 'tablist' ? el : el.closest<HTMLElement>('[role="tablist"]'));
  Object.defineProperty(proto, 'scrollWidth', { configurable: true, get: () => (reads.sizes++, SEASONS.length * TAB_WIDTH) });
  Object.defineProperty(proto, 'clientWidth', { configurable: true, get: () => (reads.sizes++, LIST_WIDTH) });
  Object.defineProperty(proto, 'getBoundingClientRect', {
    configurable: true,
    value(this: HTMLElement) {
      reads.sizes++;
      const list = listOf(this);
      if (this === list) return { left: 0, right: LIST_WIDTH, width: LIST_WIDTH } as DOMRect;
      const index = [...(list?.children ?? [])].indexOf(this);
      const left = index * TAB_WIDTH - (list?.scrollLeft ?? 0);
      return { left, right: left + TAB_WIDTH, width: TAB_WIDTH } as DOMRect;
    },
  });
  return {
    observers,
    reads,
    restore() {
      (globalThis as { ResizeObserver?: unknown }).ResizeObserver = originalObserver;
      for (const [key, descriptor] of saved) {
        if (descriptor) Object.defineProperty(proto, key, descriptor);
        else delete proto[key];
      }
    },
  };
}

let layout: ReturnType<typeof fakeLayout>;
beforeEach(() => {
  layout = fakeLayout();
});
afterEach(() => layout.restore());

const reportSizes = () => act(() => layout.observers.forEach((o) => o.callback([], o as unknown as ResizeObserver)));

it('brings the chosen tab of a long list into view once the browser reports the sizes, reading none while it mounts', () => {
  render(<Seasons initial="2015" />);
  const list = screen.getByRole('tablist', { name: 'Seasons' });
  // Mounted and effects run: no size was read, so no layout was forced in the middle of the render.
  expect(layout.reads.sizes).toBe(0);
  expect(list.scrollLeft).toBe(0);
  reportSizes();
  // 2015 is the 26th tab (1,500–1,560 px): scrolled just far enough to show it clear of the fading edge.
  expect(list.scrollLeft).toBe(25 * TAB_WIDTH + TAB_WIDTH - LIST_WIDTH + 48);
  expect(screen.getByRole('tab', { name: '2015' })).toHaveAttribute('aria-selected', 'true');
});

it('leaves a chosen tab that is already in view where it is, and follows the arrow keys to one that is not', () => {
  render(<Seasons initial="1991" />);
  const list = screen.getByRole('tablist', { name: 'Seasons' });
  reportSizes();
  expect(list.scrollLeft).toBe(0);
  act(() => {
    fireEvent.keyDown(list, { key: 'ArrowLeft' });
  });
  expect(screen.getByRole('tab', { name: '1990' })).toHaveAttribute('aria-selected', 'true');
  act(() => {
    fireEvent.keyDown(list, { key: 'ArrowLeft' });
  });
  // Wrapped round to the last season, off the right edge: scrolled to it.
  expect(screen.getByRole('tab', { name: '2019' })).toHaveAttribute('aria-selected', 'true');
  expect(list.scrollLeft).toBe(SEASONS.length * TAB_WIDTH - LIST_WIDTH + 48);
});
