/** The pieces every dashboard section is built from: a titled card, its list, an empty state with a way to start. */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { Card, tokens } from '@bb/shared';
import { dashboardMessages } from './messages';
import { AREA_ENTRY } from '@bb/shared';

/** A row that wraps on a phone: text on the left, its action on the right. */
export const rowCss = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.spacing.sm};
`;

const Shell = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${tokens.spacing.sm};
  min-width: 0;
  & > h2 {
    margin: 0;
    font-family: ${tokens.fonts.heading};
    font-size: ${tokens.fontSizes.lg};
  }
`;

export const Items = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${tokens.spacing.sm};
`;

export const Item = styled.li`
  ${rowCss}
  padding: ${tokens.spacing.sm} 0;
  border-top: 1px solid ${tokens.colors.border};
  &:first-child {
    border-top: 0;
  }
`;

/** The text side of an item: a bold first line and muted detail lines; long names wrap instead of widening the page. */
export const Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
  flex: 1 1 180px;
  overflow-wrap: anywhere;
  & > strong {
    font-size: ${tokens.fontSizes.md};
  }
  & > span {
    color: ${tokens.colors.textMuted};
    font-size: ${tokens.fontSizes.sm};
  }
`;

/** A link drawn as the kit's primary or secondary button (44 px high: a thumb's target). */
export const ActionLink = styled(Link)<{ $variant?: 'primary' | 'secondary' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: 0 ${tokens.spacing.md};
  border: 2px solid ${(p) => (p.$variant === 'secondary' ? tokens.colors.secondary : tokens.colors.primary)};
  border-radius: ${tokens.radii.md};
  background: ${(p) => (p.$variant === 'secondary' ? 'transparent' : tokens.colors.primary)};
  color: ${(p) => (p.$variant === 'secondary' ? tokens.colors.secondary : tokens.colors.primaryText)};
  font: 600 ${tokens.fontSizes.md} ${tokens.fonts.body};
  text-decoration: none;
  white-space: nowrap;
  &:focus-visible {
    outline: 3px solid ${tokens.colors.focus};
    outline-offset: 2px;
  }
`;

const Empty = styled.p`
  ${rowCss}
  justify-content: flex-start;
  margin: 0;
  color: ${tokens.colors.textMuted};
`;

/** Where a list's empty state sends the user to start one. */
const START_PATHS = {
  inProgress: AREA_ENTRY.exhibition,
  leagues: AREA_ENTRY.historical,
  drafts: AREA_ENTRY.draft,
  tournaments: AREA_ENTRY.tournament,
  recent: AREA_ENTRY.gotd,
} as const;

export type SectionId = keyof typeof START_PATHS;

export interface SectionProps<T> {
  /** Names the section's strings (title, empty, start) and its test id. */
  id: SectionId;
  items: readonly T[];
  children: (item: T) => ReactNode;
  itemKey: (item: T) => string | number;
}

/** A titled list; with nothing in it, what is missing and the link to where to start one. */
export function Section<T>({ id, items, children, itemKey }: SectionProps<T>) {
  const t = dashboardMessages.useT();
  const headingId = `dashboard-${id}`;
  return (
    <Shell aria-labelledby={headingId} data-testid={headingId}>
      <h2 id={headingId}>{t(`${id}.title`)}</h2>
      {items.length === 0 ? (
        <Empty>
          {t(`${id}.empty`)}
          <ActionLink to={START_PATHS[id]} $variant="secondary">
            {t(`${id}.start`)}
          </ActionLink>
        </Empty>
      ) : (
        <Items>
          {items.map((item) => (
            <Item key={itemKey(item)}>{children(item)}</Item>
          ))}
        </Items>
      )}
    </Shell>
  );
}

export { Shell as SectionCard };
