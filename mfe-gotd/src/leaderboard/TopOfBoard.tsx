import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card, tokens } from '@bb/shared';
import { mainStatText } from './board-config';
import { leaderboardMessages } from './leaderboard-messages';
import type { Selection } from './leaderboard-selection';
import { SkeletonBlock } from './skeleton';
import { useLeaderboard } from './use-leaderboard';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${tokens.spacing.xs};
  li {
    display: grid;
    grid-template-columns: 28px 1fr auto;
    align-items: center;
    gap: ${tokens.spacing.sm};
    padding: ${tokens.spacing.sm};
    border-radius: ${tokens.radii.sm};
    background: ${tokens.colors.background};
    color: ${tokens.colors.text};
  }
  span.name { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
`;

const Heading = styled.h2`
  margin: 0 0 ${tokens.spacing.sm};
  font: 700 ${tokens.fontSizes.lg} ${tokens.fonts.heading};
  color: ${tokens.colors.text};
`;

const Footer = styled.div`
  margin-top: ${tokens.spacing.sm};
  a { color: ${tokens.colors.link}; font-weight: 600; }
`;

const Muted = styled.p`
  margin: 0;
  color: ${tokens.colors.textMuted};
`;

/** The first rows of one board (the Today page and the partner widget), with a link to the full board. */
export function TopOfBoard({ selection, limit = 5, title, link }: { selection: Selection; limit?: number; title: string; link?: ReactNode }) {
  const t = leaderboardMessages.useT();
  const board = useLeaderboard(selection);
  const rows = board.rows.slice(0, limit);
  return (
    <Card aria-label={title}>
      <Heading>{title}</Heading>
      {board.loading && (
        <List aria-busy="true">
          {Array.from({ length: 3 }, (_, i) => (
            <li key={i}>
              <SkeletonBlock $width="20px" />
              <SkeletonBlock $width="60%" />
              <SkeletonBlock $width="24px" />
            </li>
          ))}
        </List>
      )}
      {!board.loading && rows.length === 0 && <Muted>{t('emptyTitle')}</Muted>}
      {!board.loading && rows.length > 0 && (
        <List>
          {rows.map((row) => (
            <li key={row.rank}>
              <span>{row.rank}</span>
              <span className="name">{row.username}</span>
              <b>{mainStatText(row, selection.subTab)}</b>
            </li>
          ))}
        </List>
      )}
      {link && <Footer>{link}</Footer>}
    </Card>
  );
}
