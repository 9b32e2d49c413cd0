import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '../theme/themes';
import { useHorizontalOverflow } from '../ui/table-scroll/use-horizontal-overflow';
import { tokens } from '../theme/theme-vars';

export interface TabItem<K extends string> {
  key: K;
  label: string;
}

/*
 * A phone always gets one scrolling row (wrapped, eleven league tabs take five rows before any content); the right edge
 * fades while more tabs wait there. `$wrap` lets wider screens show every tab at once.
 */
const List = styled.div<{ $wrap: boolean; $more: boolean }>`
  display: flex;
  flex-wrap: nowrap;
  ${(p) => (p.$wrap ? `${media.up('tablet')} { flex-wrap: wrap; }` : '')}
  ${(p) => (p.$more ? 'mask-image: linear-gradient(to left, transparent 0, #000 48px);' : '')}
  gap: ${tokens.spacing.xs};
  overflow-x: auto;
  border-bottom: 2px solid ${tokens.colors.border};
  margin-bottom: ${tokens.spacing.md};
  scrollbar-width: thin;
`;

const Tab = styled.button<{ $selected: boolean }>`
  flex: 0 0 auto;
  min-height: 44px;
  padding: 0 ${tokens.spacing.md};
  border: none;
  border-bottom: 3px solid ${(p) => (p.$selected ? tokens.colors.primary : 'transparent')};
  margin-bottom: -2px;
  background: none;
  color: ${(p) => (p.$selected ? tokens.colors.text : tokens.colors.textMuted)};
  font: 600 ${tokens.fontSizes.md} ${tokens.fonts.body};
  cursor: pointer;
  white-space: nowrap;
  &:focus-visible {
    outline: 3px solid ${tokens.colors.focus};
    outline-offset: -3px;
  }
`;

/** WAI-ARIA tabs: arrow keys move between tabs, only the selected one is in the tab order. */
export function Tabs<K extends string>({
  label,
  items,
  selected,
  onSelect,
  children,
  wrap = false,
}: {
  /** From tablet width up, wrap onto more lines instead of scrolling sideways (many tabs). */
  wrap?: boolean;
  label: string;
  items: ReadonlyArray<TabItem<K>>;
  selected: K;
  onSelect: (key: K) => void;
  children?: ReactNode;
}) {
  const base = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const overflow = useHorizontalOverflow(listRef);
  // A long scrolling list (e.g. 150 seasons) brings the chosen tab into view, scrolling no further than it must, so
  // the tabs before it stay readable when it is already in view. It waits for the overflow hook to report that the
  // list scrolls, which it learns after the browser's own layout: reading sizes straight after mounting forced that
  // layout in the middle of the page's first render.
  useEffect(() => {
    const list = listRef.current;
    const tab = list?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!list || !tab || !overflow.overflowing) return;
    const box = list.getBoundingClientRect();
    const at = tab.getBoundingClientRect();
    const margin = 48; // clear of the fading edge
    if (at.left < box.left) list.scrollLeft -= box.left - at.left + margin;
    else if (at.right > box.right) list.scrollLeft += at.right - box.right + margin;
  }, [selected, overflow.overflowing]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const index = items.findIndex((i) => i.key === selected);
    const next = items[index < 0 ? 0 : (index + step + items.length) % items.length];
    if (next) {
      onSelect(next.key);
      document.getElementById(`${base}-${next.key}`)?.focus();
    }
  };
  return (
    <>
      <List ref={listRef} role="tablist" aria-label={label} onKeyDown={onKeyDown} $wrap={wrap} $more={overflow.overflowing && !overflow.atEnd}>
        {items.map((item, index) => (
          <Tab
            key={item.key}
            id={`${base}-${item.key}`}
            role="tab"
            aria-selected={item.key === selected}
            aria-controls={children !== undefined ? `${base}-panel` : undefined}
            tabIndex={item.key === selected || (index === 0 && !items.some((i) => i.key === selected)) ? 0 : -1}
            $selected={item.key === selected}
            onClick={() => onSelect(item.key)}
          >
            {item.label}
          </Tab>
        ))}
      </List>
      {children !== undefined ? (
        <div role="tabpanel" id={`${base}-panel`} aria-labelledby={`${base}-${selected}`}>
          {children}
        </div>
      ) : null}
    </>
  );
}
