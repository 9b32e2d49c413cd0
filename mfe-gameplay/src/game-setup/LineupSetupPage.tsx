import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Button, Card, PageTitle, Spinner, errorMessageOf, notifyError, toast, useApiQuery, useFirstAnswer, type GameView, type LineupEntry } from '@bb/shared';
import { fetchEligibles, fetchGame, gameKeys, setEligibles, setLineup, type EligiblePlayer } from '../game-api/games-api';
import { DetailModals, TeamName } from '../game-ui/player-link';
import { EligiblesPanel } from './EligiblesPanel';
import { LineupEditor } from './LineupEditor';
import { lineupProblem } from './lineup-rules';
import { setupMessages } from './setup-messages';
import { Fine, Problem } from './setup-styles';
import { Actions, Columns, Stack } from '../game-ui/form-styles';
import { GamePage } from '../game-ui/tables';

const entries = (game: GameView, side: 'home' | 'away'): LineupEntry[] => game[side].lineup.map((s) => ({ cardId: s.cardId, position: s.position }));

/**
 * Step 2, /game/single/{gameId}: eligible players, lineup and starting pitcher of the user's side. Other modes whose
 * games are set up the same way (all-star games) mount it under their own `basePath` ({basePath}/{gameId}/play).
 */
export function LineupSetupPage({ basePath = '/game/single' }: { basePath?: string } = {}) {
  const t = setupMessages.useT();
  const { gameId = '' } = useParams();
  const navigate = useNavigate();
  const [game, setGame] = useState<GameView | null>(null);
  const [lineup, setLineupState] = useState<LineupEntry[]>([]);
  const [starter, setStarter] = useState('');
  const [busy, setBusy] = useState(false);

  const side = game && game.userSide !== 'none' ? game.userSide : 'home';
  const adopt = (view: GameView) => {
    setGame(view);
    const s = view.userSide === 'none' ? 'home' : view.userSide;
    setLineupState(entries(view, s));
    setStarter(view[s].pitcher?.cardId ?? '');
  };

  const loaded = useApiQuery(gameKeys.game(gameId), (signal) => fetchGame(gameId, signal));
  const view = loaded.data?.game;
  const error = loaded.error ? errorMessageOf(loaded.error) : null;
  // The user's side lists its eligible players while the game is being set up.
  const eligibleSide = view && view.status === 'setup' && view.userSide !== 'none' ? view.userSide : null;
  const eligibles = useApiQuery(eligibleSide ? gameKeys.eligibles(gameId, eligibleSide) : null, (signal) => fetchEligibles(gameId, eligibleSide ?? 'home', signal));
  const [players, setPlayers] = useState<EligiblePlayer[]>([]);
  // The loaded game and its eligible players fill the editable lineup and list once per game; later answers (a save)
  // are adopted by their action.
  useFirstAnswer(view, gameId, adopt);
  useFirstAnswer(eligibles.data, gameId, (answer) => setPlayers(answer.players));

  const byId = useMemo(() => new Map(players.map((p) => [p.cardId, p])), [players]);
  const problem = game ? lineupProblem(lineup, starter, game.dh, byId) : null;

  if (!game) {
    return (
      <GamePage>
        <PageTitle>{t('title')}</PageTitle>
        {error ? (
          <>
            <p role="alert">{error}</p>
            <Button onClick={() => navigate(basePath)}>{t('newGame')}</Button>
          </>
        ) : (
          <Spinner label={t('loading')} />
        )}
      </GamePage>
    );
  }
  const title = (
    <PageTitle>
      <TeamName teamId={game.away.teamId} year={game.away.year} name={game.away.name} /> {t('vs')}{' '}
      <TeamName teamId={game.home.teamId} year={game.home.year} name={game.home.name} />
    </PageTitle>
  );
  if (game.status !== 'setup' || game.userSide === 'none') {
    return (
      <DetailModals>
        <GamePage>
          {title}
          <p>{t('startedAlready')}</p>
          <Button onClick={() => navigate(`${basePath}/${game.id}/play`)}>{t('resume')}</Button>
        </GamePage>
      </DetailModals>
    );
  }

  const saveEligibles = async () => {
    setBusy(true);
    try {
      const result = await setEligibles(game.id, side, players.filter((p) => p.eligible).map((p) => p.cardId));
      adopt(result.game);
      if (result.message) toast.success(result.message);
    } catch (err) {
      notifyError(err);
    } finally {
      setBusy(false);
    }
  };

  const playBall = async () => {
    setBusy(true);
    try {
      const current = entries(game, side);
      const changed = JSON.stringify(current) !== JSON.stringify(lineup) || game[side].pitcher?.cardId !== starter;
      if (changed) await setLineup(game.id, side, lineup, starter);
      navigate(`${basePath}/${game.id}/play`);
    } catch (err) {
      notifyError(err);
      setBusy(false);
    }
  };

  return (
    <DetailModals>
      <GamePage>
        {title}
        <p>{t('lineupIntro')}</p>
        <Columns>
          <Card>
            <Stack>
              <h2>
                {t('lineupTitle')} · {game[side].name}
              </h2>
              <LineupEditor
                lineup={lineup}
                startingPitcher={starter}
                dh={game.dh}
                players={players}
                onChange={(next, pitcher) => {
                  setLineupState(next);
                  setStarter(pitcher);
                }}
              />
              <div role="status">{problem ? <Problem>{problem}</Problem> : <Fine>{t('lineupValid')}</Fine>}</div>
              <Actions>
                <Button $variant="secondary" onClick={() => adopt(game)} disabled={busy}>
                  {t('resetLineup')}
                </Button>
                <Button onClick={playBall} disabled={busy || problem !== null}>
                  {t('playBall')}
                </Button>
              </Actions>
            </Stack>
          </Card>
          <Card>
            <h2>{t('eligiblesTitle')}</h2>
            <EligiblesPanel
              players={players}
              saving={busy}
              onToggle={(cardId) => setPlayers((list) => list.map((p) => (p.cardId === cardId ? { ...p, eligible: !p.eligible } : p)))}
              onSave={saveEligibles}
            />
          </Card>
        </Columns>
      </GamePage>
    </DetailModals>
  );
}
