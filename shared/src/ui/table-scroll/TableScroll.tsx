import { useRef, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { tableScrollMessages } from './table-scroll-messages';
import { useHorizontalOverflow } from './use-horizontal-overflow';
import { tokens } from '../../theme/theme-vars';

export interface TableScrollProps {
  /** Names the region for screen readers while it scrolls (usually the table's caption). */
  label: string;
  children: ReactNode;
  /** Keeps the first column (the row's name) in view while the numbers scroll under it. Default true. */
  stickyFirstColumn?: boolean;
  className?: string;
  'data-testid'?: string;
}

const Frame = styled.div`
  position: relative;
  max-width: 100%;
  min-width: 0;
`;

const stickyFirst = css`
  th:first-child,
  td:first-child {
    position: sticky;
    left: 0;
    z-index: 1;
    background: ${tokens.colors.surface};
    box-shadow: 1px 0 0 ${tokens.colors.border};
  }
`;

const Scroller = styled.div<{ $sticky: boolean; $more: boolean }>`
  overflow-x: auto;
  overscroll-behavior-x: contain;
  -webkit-overflow-scrolling: touch;
  /* A fade on the right edge says "there is more" before anyone reads the hint. */
  ${(p) =>
    p.$more &&
    css`
      mask-image: linear-gradient(to right, #000 calc(100% - ${tokens.spacing.xl}), transparent);
    `}
  &:focus-visible {
    outline: 3px solid ${tokens.colors.focus};
    outline-offset: 2px;
  }
  ${(p) => p.$sticky && stickyFirst}
`;

const Hint = styled.p`
  margin: 0;
  padding: ${tokens.spacing.xs} ${tokens.spacing.sm};
  text-align: right;
  font-size: ${(p) => p.theme.typeScale.caption.size};
  line-height: ${(p) => p.theme.typeScale.caption.lineHeight};
  color: ${tokens.colors.textMuted};
`;

/**
 * The one way a table meets a narrow screen: the table scrolls sideways inside its own box (the page never does),
 * the first column stays put, and while columns are hidden on the right a fade and a "swipe" hint say so.
 */
export function TableScroll({ label, children, stickyFirstColumn = true, className, 'data-testid': testId }: TableScrollProps) {
  const t = tableScrollMessages.useT();
  const ref = useRef<HTMLDivElement>(null);
  const { overflowing, atEnd } = useHorizontalOverflow(ref);
  const more = overflowing && !atEnd;
  return (
    <Frame className={className} data-testid={testId}>
      <Scroller
        ref={ref}
        // Only a box that scrolls is a region of its own: it must take the keyboard focus so arrow keys scroll it.
        // One that fits stays a plain box, so the page's landmarks do not repeat the section around it.
        role={overflowing ? 'region' : undefined}
        aria-label={overflowing ? label : undefined}
        tabIndex={overflowing ? 0 : undefined}
        data-table-scroll=""
        data-overflowing={overflowing}
        $sticky={stickyFirstColumn}
        $more={more}
      >
        {children}
      </Scroller>
      {more && (
        <Hint aria-hidden="true" data-testid="table-scroll-hint">
          {t('hint')} →
        </Hint>
      )}
    </Frame>
  );
}
