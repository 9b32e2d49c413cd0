import { useState } from 'react';
import styled from 'styled-components';
import { Button, Spinner, errorMessageOf, formatEtDateTime, type GameHistoryItem, tokens, useApiQuery } from '@bb/shared';
import { fetchBoxScore, gameKeys } from '../game-api/games-api';
import { BoxScoreTable } from '../game-ui/BoxScoreTable';
import { historyMessages } from './history-messages';
import { ReplayPanel } from './ReplayPanel';

const Item = styled.li`
  padding: ${tokens.spacing.md} 0;
  border-bottom: 1px solid ${tokens.colors.border};
`;
const Head = styled.div`
  display: grid;
  gap: ${tokens.spacing.sm};
  @media (min-width: 768px) {
    grid-template-columns: 1fr auto;
    align-items: center;
  }
  h3 {
    margin: 0;
    font-size: ${tokens.fontSizes.lg};
  }
  p {
    margin: 2px 0 0;
    color: ${tokens.colors.textMuted};
  }
`;
const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.spacing.sm};
`;
const Panel = styled.div`
  margin-top: ${tokens.spacing.md};
`;

function BoxScorePanel({ gameId }: { gameId: string }) {
  const { data: box, error } = useApiQuery(gameKeys.boxScore(gameId), (signal) => fetchBoxScore(gameId, signal));
  if (error) return <p role="alert">{errorMessageOf(error)}</p>;
  return box ? <BoxScoreTable box={box} /> : <Spinner />;
}

export interface HistoryRowProps {
  game: GameHistoryItem;
  onResume(game: GameHistoryItem): void;
  onReset(game: GameHistoryItem): void;
}

/** One game of the history: matchup, score and state; resume, reset, replay and box score. */
export function HistoryRow({ game, onResume, onReset }: HistoryRowProps) {
  const t = historyMessages.useT();
  const [open, setOpen] = useState<'replay' | 'box' | null>(null);
  const final = game.status === 'final';
  const state = final ? (game.exited ? t('exited') : t('final')) : game.status === 'setup' ? t('notStarted') : t('inProgress', { inning: game.inning ?? 1 });
  const score = game.score ? ` · ${game.score.away}-${game.score.home}` : '';
  const yours = game.userSide === 'none' ? null : game[game.userSide].name;
  const toggle = (panel: 'replay' | 'box') => setOpen((current) => (current === panel ? null : panel));
  return (
    <Item data-testid={`history-${game.id}`}>
      <Head>
        <div>
          <h3>
            {game.away.name} at {game.home.name}
          </h3>
          <p>
            {state}
            {score} · {formatEtDateTime(game.updatedAt)}
            {yours ? ` · ${t('you', { team: yours })}` : ''}
          </p>
        </div>
        <Buttons>
          {!final && <Button onClick={() => onResume(game)}>{t('resume')}</Button>}
          <Button $variant="secondary" onClick={() => onReset(game)}>
            {t('reset')}
          </Button>
          <Button $variant="secondary" onClick={() => toggle('replay')} aria-expanded={open === 'replay'}>
            {open === 'replay' ? t('hide') : t('replay')}
          </Button>
          <Button $variant="secondary" onClick={() => toggle('box')} aria-expanded={open === 'box'}>
            {open === 'box' ? t('hide') : t('boxScore')}
          </Button>
        </Buttons>
      </Head>
      {open && <Panel>{open === 'replay' ? <ReplayPanel gameId={game.id} /> : <BoxScorePanel gameId={game.id} />}</Panel>}
    </Item>
  );
}
