import styled from 'styled-components';
import { Button, type GamePlayer, tokens } from '@bb/shared';
import { setupMessages } from './setup-messages';

const Groups = styled.div`
  display: grid;
  gap: ${tokens.spacing.md};
  @media (min-width: 768px) {
    grid-template-columns: 1fr 1fr;
  }
  h3 {
    margin: 0 0 4px;
    font-size: ${tokens.fontSizes.md};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    max-height: 320px;
    overflow-y: auto;
  }
  label {
    display: flex;
    gap: 8px;
    align-items: center;
    min-height: 32px;
  }
  small {
    color: ${tokens.colors.textMuted};
  }
`;

export interface EligiblesPanelProps {
  players: Array<GamePlayer & { eligible: boolean }>;
  saving: boolean;
  onToggle(cardId: string): void;
  onSave(): void;
}

/** Spec "eligibles": which of the team-season's players are available for this game. */
export function EligiblesPanel({ players, saving, onToggle, onSave }: EligiblesPanelProps) {
  const t = setupMessages.useT();
  const group = (title: string, list: EligiblesPanelProps['players']) => (
    <section>
      <h3>{title}</h3>
      <ul>
        {list.map((p) => (
          <li key={p.cardId}>
            <label>
              <input type="checkbox" checked={p.eligible} onChange={() => onToggle(p.cardId)} />
              {p.name} <small>{p.isPitcher ? (p.role ?? 'P') : p.positions.slice(0, 3).join(', ')}</small>
            </label>
          </li>
        ))}
      </ul>
    </section>
  );
  return (
    <div>
      <p>{t('eligiblesIntro')}</p>
      <Groups>
        {group(t('batters'), players.filter((p) => !p.isPitcher))}
        {group(t('pitchers'), players.filter((p) => p.isPitcher))}
      </Groups>
      <Button $variant="secondary" onClick={onSave} disabled={saving} style={{ marginTop: 12 }}>
        {t('saveEligibles')}
      </Button>
    </div>
  );
}
