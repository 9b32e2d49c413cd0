import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Card, Spinner, type GamePlay, type SubstitutionRequest, type TacticRequest } from '@bb/shared';
import { exitGame, playTactic, quickPlay, substitute, swingAway, undoPlay } from '../game-api/games-api';
import { ConfirmModal } from '../game-ui/ConfirmModal';
import { DetailModals } from '../game-ui/player-link';
import { playClick } from './click-sound';
import { DiceProjection } from './DiceProjection';
import { FieldView } from './FieldView';
import { MatchupProjection } from './MatchupProjection';
import { playMessages } from './play-messages';
import { PlayTabs } from './PlayTabs';
import { Scoreboard } from './Scoreboard';
import { useHeaderSync } from './use-header-sync';
import { useLiveGame } from './use-live-game';
import { GamePage } from '../game-ui/tables';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${(p) => p.theme.spacing.md};
  & > * {
    min-width: 0;
  }
  margin-top: ${(p) => p.theme.spacing.md};
  @media (min-width: 960px) {
    grid-template-columns: minmax(320px, 5fr) minmax(0, 7fr);
    align-items: start;
  }
`;
const Toggles = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px ${(p) => p.theme.spacing.md};
  margin: ${(p) => p.theme.spacing.sm} 0;
  strong {
    margin-right: ${(p) => p.theme.spacing.xs};
  }
  label {
    display: inline-flex;
    gap: 6px;
    align-items: center;
    min-height: 32px;
  }
`;
const ActionBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.spacing.sm};
  margin-bottom: ${(p) => p.theme.spacing.md};
  button:first-child {
    flex: 1 1 100%;
    min-height: 52px;
    font-size: ${(p) => p.theme.fontSizes.lg};
  }
  @media (min-width: 480px) {
    button:first-child {
      flex: 1 1 auto;
    }
  }
`;
const TacticBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.spacing.sm};
  margin-bottom: ${(p) => p.theme.spacing.md};
`;
const LastPlay = styled.p`
  margin: 0 0 ${(p) => p.theme.spacing.md};
  min-height: 1.4em;
  font-weight: 600;
`;
const Section = styled.div`
  margin-top: ${(p) => p.theme.spacing.md};
`;

type Confirm = 'undo' | 'exit' | null;

const READINGS = ['SO', 'BB', 'HBP', 'HR', '3B', '2B', '1B', 'GB', 'FB'] as const;
type Reading = (typeof READINGS)[number];

/** The newest play in words: a dice reading becomes "Babe Ruth: Home run" instead of the card coordinates. */
function describePlay(play: GamePlay, label: (reading: Reading) => string): string {
  if (!play.dice?.d6 || !play.reading || !(READINGS as readonly string[]).includes(play.reading)) return play.text;
  const who = play.text.split(':')[0] ?? '';
  return `${who}: ${label(play.reading as Reading)}`;
}

/** /game/single/{gameId}/play: the field, the dice, the actions and the game tabs. */
export function PlayPage() {
  const t = playMessages.useT();
  const { gameId = '' } = useParams();
  const navigate = useNavigate();
  const live = useLiveGame(gameId);
  const { game, pending, run } = live;
  const [projection, setProjection] = useState({ pitch: true, field: true, dice: true });
  const [confirm, setConfirm] = useState<Confirm>(null);
  useHeaderSync(game);

  useEffect(() => {
    if (game?.status === 'final') navigate(`/game/single/${game.id}/result`, { replace: true });
  }, [game?.status, game?.id, navigate]);

  if (!game) return <GamePage>{live.error ? <p role="alert">{live.error}</p> : <Spinner label={t('loading')} />}</GamePage>;

  const busy = pending !== null;
  const userBatting = game.userSide !== 'none' && game.battingSide === game.userSide;
  const runnerCanSteal = (game.bases[0] && !game.bases[1]) || (game.bases[1] && !game.bases[2]);
  const tactics: TacticRequest['type'][] =
    game.userSide === 'none' ? [] : userBatting ? [...(runnerCanSteal ? (['steal'] as const) : []), ...(game.bases.some(Boolean) && game.outs < 2 ? (['sacrificeBunt'] as const) : [])] : ['intentionalWalk'];
  const newest = [...game.lastPlays].reverse().find((p) => p.type !== 'inning');

  const swing = () => {
    playClick();
    void run('swing', () => swingAway(game.id));
  };
  const sub = (request: SubstitutionRequest) => void run('sub', () => substitute(game.id, request));
  const doUndo = async () => {
    await run('undo', () => undoPlay(game.id));
    setConfirm(null);
  };
  const doExit = async () => {
    const result = await run('exit', () => exitGame(game.id));
    setConfirm(null);
    if (result) navigate(`/game/single/${game.id}/result`);
  };

  return (
    <DetailModals>
      <GamePage>
        <Scoreboard game={game} />
        <Layout>
          <Card>
            <FieldView game={game} showNames={projection.field} />
            <Toggles role="group" aria-label={t('projection')}>
              <strong aria-hidden="true">{t('projection')}</strong>
              {(['pitch', 'field', 'dice'] as const).map((key) => (
                <label key={key}>
                  <input type="checkbox" checked={projection[key]} onChange={() => setProjection((p) => ({ ...p, [key]: !p[key] }))} />
                  {t(key === 'pitch' ? 'pitchProjection' : key === 'field' ? 'fieldProjection' : 'diceProjection')}
                </label>
              ))}
            </Toggles>
            {projection.pitch && <MatchupProjection game={game} />}
            {projection.dice && (
              <Section>
                <DiceProjection roll={live.lastRoll} />
              </Section>
            )}
          </Card>
          <Card>
            <LastPlay aria-live="polite" data-testid="last-play">
              {newest ? describePlay(newest, (reading) => t(`readings.${reading}`)) : ''}
            </LastPlay>
            <ActionBar>
              <Button onClick={swing} disabled={busy}>
                {t('swingAway')}
              </Button>
              <Button $variant="secondary" onClick={() => void run('half', () => quickPlay(game.id, 'halfInning'))} disabled={busy}>
                {t('halfInning')}
              </Button>
              <Button $variant="secondary" onClick={() => void run('quick', () => quickPlay(game.id, 'game'))} disabled={busy}>
                {t('quickPlay')}
              </Button>
              <Button $variant="ghost" onClick={() => setConfirm('undo')} disabled={busy || game.decisionCount === 0}>
                {t('undo')}
              </Button>
              <Button $variant="ghost" onClick={() => setConfirm('exit')} disabled={busy}>
                {t('exit')}
              </Button>
            </ActionBar>
            {tactics.length > 0 && (
              <TacticBar>
                {tactics.map((type) => (
                  <Button key={type} $variant="secondary" onClick={() => void run('tactic', () => playTactic(game.id, { type }))} disabled={busy}>
                    {t(`tactics.${type}`)}
                  </Button>
                ))}
              </TacticBar>
            )}
            <PlayTabs game={game} revision={live.revision} busy={busy} onSubstitute={sub} />
          </Card>
        </Layout>
        {confirm === 'undo' && <ConfirmModal message={t('undoConfirm')} busy={busy} onConfirm={doUndo} onCancel={() => setConfirm(null)} />}
        {confirm === 'exit' && <ConfirmModal message={t('exitConfirm')} busy={busy} onConfirm={doExit} onCancel={() => setConfirm(null)} />}
      </GamePage>
    </DetailModals>
  );
}
