import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { CREATE_TOURNAMENT_PATH, WIDGET_TEXT } from './strings';
import { tokens } from '@bb/shared';

const Slot = styled(Link)`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${tokens.spacing.sm};
  min-height: 88px;
  padding: ${tokens.spacing.md};
  border: 2px dashed ${tokens.colors.border};
  border-radius: ${tokens.radii.md};
  color: ${tokens.colors.text};
  font-weight: 600;
  text-decoration: none;
  &:hover,
  &:focus-visible {
    border-color: ${tokens.colors.primary};
    color: ${tokens.colors.link};
  }
`;

const Plus = styled.span`
  font-size: 24px;
  line-height: 1;
`;

/** The empty-slot card (and, with no leagues, the empty state): goes to /tournament. */
export function CreateTournamentCard({ emptyState }: { emptyState: boolean }) {
  return (
    <Slot to={CREATE_TOURNAMENT_PATH} data-testid={emptyState ? 'lobby-widget-empty-state' : 'lobby-widget-empty-slot'}>
      <Plus aria-hidden="true">+</Plus>
      {WIDGET_TEXT.createTournament}
    </Slot>
  );
}
