import styled from 'styled-components';
import type { DepthPlayer } from '@bb/shared';
import { rosterLabel } from './use-roster';
import { tokens } from '@bb/shared';

const Box = styled.fieldset`
  margin: 0;
  padding: ${tokens.spacing.sm} ${tokens.spacing.md};
  border: 1px solid ${tokens.colors.border};
  border-radius: ${tokens.radii.md};
  background: ${tokens.colors.surface};
  min-width: 0;
  legend {
    padding: 0 ${tokens.spacing.xs};
    font-weight: 600;
  }
`;

const List = styled.div`
  display: grid;
  max-height: 360px;
  overflow-y: auto;
`;

const Choice = styled.label`
  display: flex;
  align-items: center;
  gap: ${tokens.spacing.sm};
  min-height: 40px;
  input {
    width: 20px;
    height: 20px;
    flex: none;
  }
`;

/** A roster as checkboxes: the players one side of a trade sends. */
export function PlayerChecklist({ legend, players, chosen, onToggle, empty }: { legend: string; players: readonly DepthPlayer[]; chosen: ReadonlySet<string>; onToggle: (cardId: string) => void; empty: string }) {
  return (
    <Box>
      <legend>{legend}</legend>
      <List>
        {players.length === 0 ? <p>{empty}</p> : null}
        {players.map((p) => (
          <Choice key={p.cardId}>
            <input type="checkbox" checked={chosen.has(p.cardId)} onChange={() => onToggle(p.cardId)} />
            {rosterLabel(p)}
          </Choice>
        ))}
      </List>
    </Box>
  );
}
