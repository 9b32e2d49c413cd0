import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  Card,
  PageTitle,
  Spinner,
  errorMessageOf,
  notifyError,
  singleGamePaths,
  toast,
  type GameHistoryItem,
  tokens,
  useApiQuery,
} from '@bb/shared';
import { fetchHistory, gameKeys, resetGame } from '../game-api/games-api';
import { ConfirmModal } from '../game-ui/ConfirmModal';
import { DetailModals } from '../game-ui/player-link';
import { historyMessages } from './history-messages';
import { HistoryRow } from './HistoryRow';
import { GamePage } from '../game-ui/tables';

type Filter = 'all' | 'unfinished' | 'finished';
const FILTERS: Filter[] = ['all', 'unfinished', 'finished'];

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.spacing.sm};
  margin-bottom: ${tokens.spacing.md};
`;
const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;
const Pager = styled.div`
  display: flex;
  gap: ${tokens.spacing.sm};
  align-items: center;
  justify-content: flex-end;
  margin-top: ${tokens.spacing.md};
`;

/** /game/history: the user's exhibition, all-star and head-to-head games, unfinished (resume, reset) and finished (replay). */
export default function GameHistoryPage() {
  const t = historyMessages.useT();
  const navigate = useNavigate();
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(1);
  const [resetting, setResetting] = useState<GameHistoryItem | null>(null);
  const [busy, setBusy] = useState(false);
  const history = useApiQuery(gameKeys.history(page, filter), (signal) => fetchHistory(page, filter, signal), { onError: notifyError });
  const data = history.data ?? null;
  // Game history errors keep the server text on screen.
  const error = history.error ? errorMessageOf(history.error) : null;

  // Each game resumes in its own mode's screens (head to head: the waiting overlay while a seat is open).
  const resume = (game: GameHistoryItem) => {
    const pages = singleGamePaths(game.mode);
    navigate(game.status === 'setup' ? pages.setup(game.id) : pages.play(game.id));
  };
  const confirmReset = async () => {
    if (!resetting) return;
    setBusy(true);
    try {
      await resetGame(resetting.id);
      toast.success(t('resetDone'));
      const { id, mode } = resetting;
      setResetting(null);
      navigate(singleGamePaths(mode).setup(id));
    } catch (err) {
      notifyError(err);
      setResetting(null);
      history.reload();
    } finally {
      setBusy(false);
    }
  };

  return (
    <DetailModals>
      <GamePage>
        <PageTitle>{t('title')}</PageTitle>
        <p>{t('intro')}</p>
        <Filters>
          {/* A tablist holds tabs only, so the New game button sits beside it (axe aria-required-children). */}
          <div role="tablist" aria-label={t('title')} style={{ display: 'contents' }}>
            {FILTERS.map((f) => (
              <Button key={f} role="tab" aria-selected={filter === f} $variant={filter === f ? 'primary' : 'secondary'} onClick={() => { setFilter(f); setPage(1); }}>
                {t(`filters.${f}`)}
              </Button>
            ))}
          </div>
          <Button $variant="ghost" onClick={() => navigate('/game/single')}>
            {t('newGame')}
          </Button>
        </Filters>
        <Card>
          {error && !data ? (
            <p role="alert">{error}</p>
          ) : !data ? (
            <Spinner label={t('loading')} />
          ) : data.games.length === 0 ? (
            <p>{t('empty')}</p>
          ) : (
            <List>
              {data.games.map((game) => (
                <HistoryRow key={game.id} game={game} onResume={resume} onReset={setResetting} />
              ))}
            </List>
          )}
          {data && data.pagination.totalPages > 1 && (
            <Pager>
              <Button $variant="secondary" onClick={() => setPage((p) => p - 1)} disabled={page <= 1}>
                {t('previous')}
              </Button>
              <span>{t('page', { page, pages: data.pagination.totalPages })}</span>
              <Button $variant="secondary" onClick={() => setPage((p) => p + 1)} disabled={page >= data.pagination.totalPages}>
                {t('next')}
              </Button>
            </Pager>
          )}
        </Card>
        {resetting && <ConfirmModal message={t('resetConfirm')} busy={busy} onConfirm={confirmReset} onCancel={() => setResetting(null)} />}
      </GamePage>
    </DetailModals>
  );
}
