import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { CREATE_TOURNAMENT_PATH, WIDGET_TEXT } from './strings';

const Slot = styled(Link)`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${(p) => p.theme.spacing.sm};
  min-height: 88px;
  padding: ${(p) => p.theme.spacing.md};
  border: 2px dashed ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  color: ${(p) => p.theme.colors.text};
  font-weight: 600;
  text-decoration: none;
  &:hover,
  &:focus-visible {
    border-color: ${(p) => p.theme.colors.primary};
    color: ${(p) => p.theme.colors.link};
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
