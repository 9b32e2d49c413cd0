import { useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { Button, Spinner, errorMessageOf, gameHeader, tokens, useApiQuery } from '@bb/shared';
import { fetchReplay, gameKeys } from '../game-api/games-api';
import { PlaysList } from '../game-ui/PlaysList';
import { historyMessages } from './history-messages';

const STEP_MS = 700;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.spacing.sm};
  align-items: center;
  margin-bottom: ${tokens.spacing.sm};
`;
const Score = styled.p`
  margin: 0 0 ${tokens.spacing.sm};
  font-size: ${tokens.fontSizes.lg};
  font-variant-numeric: tabular-nums;
`;
const Scroll = styled.div`
  max-height: 360px;
  overflow-y: auto;
`;

/** Watch a game again, play by play (the header shows the Replay marker meanwhile). */
export function ReplayPanel({ gameId }: { gameId: string }) {
  const t = historyMessages.useT();
  const replay = useApiQuery(gameKeys.replay(gameId), (signal) => fetchReplay(gameId, signal));
  const plays = useMemo(() => replay.data?.plays.filter((p) => p.type !== 'dice') ?? null, [replay.data]);
  const names = useMemo(() => ({ away: replay.data?.game.away.name ?? '', home: replay.data?.game.home.name ?? '' }), [replay.data]);
  const error = replay.error ? errorMessageOf(replay.error) : null;
  const [at, setAt] = useState(0);
  const [playing, setPlaying] = useState(true);

  useEffect(() => {
    gameHeader.setMode('Replay');
    return () => gameHeader.reset();
  }, []);
  const total = plays?.length ?? 0;
  useEffect(() => {
    if (!playing || at >= total) return undefined;
    const timer = setTimeout(() => setAt((n) => Math.min(total, n + 1)), STEP_MS);
    return () => clearTimeout(timer);
  }, [playing, at, total]);

  const shown = useMemo(() => (plays ?? []).slice(0, at), [plays, at]);
  const score = [...shown].reverse().find((p) => p.score)?.score ?? { away: 0, home: 0 };

  if (error) return <p role="alert">{error}</p>;
  if (!plays) return <Spinner label={t('loading')} />;
  return (
    <section aria-label={t('replayTitle')} data-testid="replay">
      <Score>
        {names.away} {score.away} · {names.home} {score.home}
      </Score>
      <Bar>
        <Button $variant="secondary" onClick={() => setPlaying((p) => !p)} disabled={at >= total}>
          {playing && at < total ? t('pause') : t('play')}
        </Button>
        <Button $variant="ghost" onClick={() => setAt((n) => Math.max(0, n - 1))} disabled={at === 0}>
          {t('back')}
        </Button>
        <Button $variant="ghost" onClick={() => setAt((n) => Math.min(total, n + 1))} disabled={at >= total}>
          {t('step')}
        </Button>
        <Button $variant="ghost" onClick={() => setAt(0)}>
          {t('restart')}
        </Button>
        <span>{t('progress', { at, total })}</span>
      </Bar>
      <Scroll>
        <PlaysList plays={shown} teams={names} newestFirst />
      </Scroll>
    </section>
  );
}
