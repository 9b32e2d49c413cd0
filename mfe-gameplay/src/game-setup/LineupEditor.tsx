import styled from 'styled-components';
import type { FieldPosition, GamePlayer, LineupEntry } from '@bb/shared';
import { setupMessages } from './setup-messages';
import { Field } from '../game-ui/form-styles';
import { tokens } from '@bb/shared';

const POSITIONS: FieldPosition[] = ['C', '1B', '2B', '3B', 'SS', 'LF', 'CF', 'RF', 'DH', 'P'];

const Grid = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 6px;
  li {
    display: grid;
    grid-template-columns: 24px minmax(0, 1fr) 84px;
    gap: 8px;
    align-items: center;
  }
  select {
    min-height: 40px;
    width: 100%;
    min-width: 0;
    padding: 0 6px;
    border-radius: ${tokens.radii.md};
    border: 1px solid ${tokens.colors.border};
    background: ${tokens.colors.surface};
    color: ${tokens.colors.text};
  }
`;

export interface LineupEditorProps {
  lineup: LineupEntry[];
  startingPitcher: string;
  dh: boolean;
  players: Array<GamePlayer & { eligible: boolean }>;
  onChange(lineup: LineupEntry[], startingPitcher: string): void;
}

const label = (p: GamePlayer) => `${p.name} (${p.positions.slice(0, 3).join(', ') || p.primaryPosition})`;

/** Batting order, defensive positions and the starting pitcher of the user's side. */
export function LineupEditor({ lineup, startingPitcher, dh, players, onChange }: LineupEditorProps) {
  const t = setupMessages.useT();
  const eligible = players.filter((p) => p.eligible);
  const pitchers = eligible.filter((p) => p.role);
  const setSpot = (index: number, spot: Partial<LineupEntry>) => {
    const next = lineup.map((s, i) => (i === index ? { ...s, ...spot } : s));
    // Without a DH the pitcher's batting slot and the starting pitcher are the same man.
    const pitcherSpot = next.find((s) => s.position === 'P');
    onChange(next, !dh && pitcherSpot && spot.cardId && next[index]?.position === 'P' ? pitcherSpot.cardId : startingPitcher);
  };
  const setStarter = (cardId: string) => onChange(dh ? lineup : lineup.map((s) => (s.position === 'P' ? { ...s, cardId } : s)), cardId);
  return (
    <div>
      <Grid aria-label={t('lineupTitle')}>
        {lineup.map((spot, index) => (
          <li key={index}>
            <strong>{index + 1}</strong>
            <select aria-label={`${t('player')} ${index + 1}`} value={spot.cardId} onChange={(e) => setSpot(index, { cardId: e.target.value })}>
              {eligible.map((p) => (
                <option key={p.cardId} value={p.cardId}>
                  {label(p)}
                </option>
              ))}
            </select>
            <select aria-label={`${t('position')} ${index + 1}`} value={spot.position} onChange={(e) => setSpot(index, { position: e.target.value as FieldPosition })}>
              {POSITIONS.filter((p) => (dh ? p !== 'P' : p !== 'DH')).map((p) => (
                <option key={p} value={p}>
                  {p}
                </option>
              ))}
            </select>
          </li>
        ))}
      </Grid>
      <Field style={{ marginTop: 12 }}>
        {t('startingPitcher')}
        <select value={startingPitcher} onChange={(e) => setStarter(e.target.value)}>
          {pitchers.map((p) => (
            <option key={p.cardId} value={p.cardId}>
              {`${p.name} (${p.role ?? 'P'})`}
            </option>
          ))}
        </select>
      </Field>
    </div>
  );
}
