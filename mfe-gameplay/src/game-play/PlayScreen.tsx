import { useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Card, Spinner, media, useFormatPlay, type GameView, type SubstitutionRequest, type TacticRequest, tokens } from '@bb/shared';
import { playApi, type GameSource } from '../game-api/games-api';
import { ConfirmModal } from '../game-ui/ConfirmModal';
import { DetailModals } from '../game-ui/player-link';
import { GamePage } from '../game-ui/tables';
import { playClick } from './click-sound';
import { DebugFileButton } from './DebugFileButton';
import { DiceProjection } from './DiceProjection';
import { FieldView } from './FieldView';
import { MatchupProjection } from './MatchupProjection';
import { MomentBanner } from './MomentBanner';
import { useGameMoment } from './moments';
import { ControlButton, PlayControls } from './PlayControls';
import { playMessages } from './play-messages';
import { PlayTabs } from './PlayTabs';
import { Scoreboard } from './Scoreboard';
import { useGameStream, type GameStreamDeps } from './use-game-stream';
import { useHeaderSync } from './use-header-sync';
import { useLiveGame, type LiveGame, type LiveGameEnvironment } from './use-live-game';

// Phone first: the top block (score, outs, runners, newest play, Swing Away) fits a 375×667 screen without
// scrolling; the field view, dice and tabs follow below. From 768 px the field and the controls sit side by side.
const Top = styled.div`
  display: grid;
  gap: ${tokens.spacing.sm};
`;
const Situation = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokens.spacing.md};
  min-height: 44px;
  @media (min-width: 960px) {
    display: none;
  }
`;
const Diamond = styled.div`
  position: relative;
  flex: 0 0 auto;
  width: 44px;
  height: 44px;
  span {
    position: absolute;
    width: 13px;
    height: 13px;
    transform: rotate(45deg);
    border: 2px solid ${tokens.colors.textMuted};
  }
  span[data-on='true'] {
    background: #ffd54f;
    border-color: #b8860b;
  }
  span:nth-child(1) { right: 2px; top: 16px; }
  span:nth-child(2) { left: 15px; top: 2px; }
  span:nth-child(3) { left: 2px; top: 16px; }
`;
const Runners = styled.span`
  font-size: ${tokens.fontSizes.sm};
  line-height: 1.3;
`;
const PlayLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
`;
const LastPlay = styled.p`
  margin: 0;
  min-height: 1.4em;
  font-weight: 600;
`;
const Primary = styled.div`
  display: grid;
  button {
    min-height: 52px;
    font-size: ${tokens.fontSizes.lg};
  }
  @media (min-width: 480px) {
    justify-items: start;
    button { min-width: 240px; }
  }
`;
const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${tokens.spacing.md};
  margin-top: ${tokens.spacing.md};
  & > * { min-width: 0; }
  /* Tablets use their width too: the field and dice beside the controls and tabs from 768 px. */
  ${media.up('tablet')} {
    grid-template-columns: minmax(300px, 5fr) minmax(0, 7fr);
    align-items: start;
  }
`;
const Toggles = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px ${tokens.spacing.md};
  margin: ${tokens.spacing.sm} 0;
  strong { margin-right: ${tokens.spacing.xs}; }
  label { display: inline-flex; gap: 6px; align-items: center; min-height: 32px; }
`;
const Column = styled.div`
  display: grid;
  gap: ${tokens.spacing.md};
  align-content: start;
  min-width: 0;
`;
const Section = styled.div`
  margin-top: ${tokens.spacing.md};
`;

/** A mode's own blocks around the one screen (head to head: its clock under the score, players and spectators). */
export interface PlayPanels {
  /** Under the scoreboard: keep it to one compact line on a phone. */
  top?: ReactNode;
  /** Under the field view (beside the tabs on a wide screen, so the owner sees his spectators without scrolling). */
  aside?: ReactNode;
}

export interface PlayScreenProps {
  /** Where the game lives: `/api/{base}/{gameId}` and its sub-paths. */
  source: GameSource;
  /** Called once when the game is (or becomes) final. */
  onFinal?: (game: GameView) => void;
  /** Shown below the score once the game is final (result, links). */
  after?: ReactNode;
  /** The mode's own exit prompt, when leaving does more than the spec's words say (Game of the Day). */
  exitMessage?: string;
  /** The mode's panels, from the live game (its head-to-head block among the rest). */
  panels?: (live: LiveGame) => PlayPanels;
  /** Tests: the 5-second reload and the live stream without a browser. */
  environment?: LiveGameEnvironment;
  streamDeps?: Partial<GameStreamDeps>;
}

type Confirm = 'undo' | 'exit' | null;
const BASE_KEYS = ['first', 'second', 'third'] as const;

/** The one play screen of every mode: the server's game, its controls, the plays in words, live updates. */
export function PlayScreen({ source, onFinal, after, exitMessage, panels, environment, streamDeps }: PlayScreenProps) {
  const t = playMessages.useT();
  const src = source;
  const live = useLiveGame(src, environment);
  const { game, pending, run } = live;
  const [projection, setProjection] = useState({ pitch: true, field: true, dice: true });
  const [confirm, setConfirm] = useState<Confirm>(null);
  const describe = useFormatPlay({ away: game?.away.name ?? '', home: game?.home.name ?? '' });
  // A spectator watches: no decisions on his screen (the server refuses them anyway).
  const spectating = live.headToHead?.spectating ?? false;
  useHeaderSync(live.gone ? null : game);
  useGameStream({
    source: src,
    enabled: game !== null && game.status !== 'final' && live.gone === null,
    position: () => ({ version: game?.version ?? 0, plays: live.plays.length }),
    onMessage: live.apply,
    // The server ends a spectator's stream when the owner blocks him: on the way back, ask whether he still may watch.
    ...(spectating ? { onReconnect: () => void live.recheck() } : {}),
    ...(streamDeps ? { deps: streamDeps } : {}),
  });

  const moment = useGameMoment(live.gone ? null : game);

  const finalSeen = useRef(false);
  const finalCallback = useRef(onFinal);
  finalCallback.current = onFinal;
  useEffect(() => {
    if (game?.status !== 'final' || finalSeen.current) return;
    finalSeen.current = true;
    finalCallback.current?.(game);
  }, [game]);

  if (live.gone) return <GamePage><p role="alert" data-testid="game-gone">{live.gone}</p></GamePage>;
  if (!game) return <GamePage>{live.error ? <p role="alert">{live.error}</p> : <Spinner label={t('loading')} />}</GamePage>;

  const busy = pending !== null;
  const { controls } = game;
  const final = game.status === 'final';
  // The last decision's plays; after a reload or a move from another device (a stream message carries none), the log's.
  const newest = [...(game.lastPlays.length ? game.lastPlays : live.plays)].reverse().find((p) => p.type !== 'inning' && p.type !== 'dice');
  const extra = panels?.(live) ?? {};
  const runners = game.bases.flatMap((r, i) => (r ? [t(`onBase.${BASE_KEYS[i]!}`, { name: r.name.split(' ').slice(-1)[0] })] : []));

  const swing = () => {
    playClick();
    void run('swing', (version) => playApi.swingAway(src, version));
  };
  const sub = (request: SubstitutionRequest) => void run('sub', (version) => playApi.substitute(src, version, request));
  const tactic = (request: TacticRequest) => void run('tactic', (version) => playApi.tactic(src, version, request));
  const doUndo = async () => {
    await run('undo', (version) => playApi.undo(src, version));
    setConfirm(null);
  };
  // Exiting hands the seat to the computer; a game that ends with it reaches onFinal like any other.
  const doExit = async () => {
    await run('exit', (version) => playApi.exit(src, version));
    setConfirm(null);
  };

  return (
    <DetailModals>
      <GamePage>
        <Top data-testid="play-top">
          <Scoreboard game={game} />
          {extra.top}
          {!final && (
            <Situation>
              <Diamond role="img" aria-label={`${t('runners')}: ${runners.join(', ') || t('basesEmpty')}`} data-testid="mini-diamond">
                {game.bases.map((on, i) => (
                  <span key={i} data-on={on !== null} />
                ))}
              </Diamond>
              <Runners aria-hidden="true">{runners.join(' · ') || t('basesEmpty')}</Runners>
            </Situation>
          )}
          <PlayLine>
            <MomentBanner moment={moment} version={game.version} />
            <LastPlay aria-live="polite" data-testid="last-play">
              {newest ? describe(newest) : ''}
            </LastPlay>
          </PlayLine>
          {!final && !spectating && (controls.swingAway.allowed || controls.swingAway.reason) && (
            <Primary>
              <ControlButton control={controls.swingAway} busy={busy} onClick={swing}>
                {t('swingAway')}
              </ControlButton>
            </Primary>
          )}
          {final && after}
        </Top>
        <Layout>
          <Column>
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
                  <DiceProjection roll={live.lastRoll} mayRoll={!final && !spectating && controls.swingAway.allowed} />
                </Section>
              )}
            </Card>
            {extra.aside}
          </Column>
          <Card>
            {!final && !spectating && (
              <PlayControls
                controls={controls}
                busy={busy}
                onHalfInning={() => void run('half', (version) => playApi.quickPlay(src, version, 'halfInning'))}
                onQuickPlay={() => void run('quick', (version) => playApi.quickPlay(src, version, 'game'))}
                onUndo={() => setConfirm('undo')}
                onExit={() => setConfirm('exit')}
                onTactic={tactic}
              />
            )}
            <PlayTabs game={game} source={src} plays={live.plays} revision={live.revision} busy={busy} readOnly={spectating} onSubstitute={sub} />
            <DebugFileButton game={game} {...(src.session ? { session: src.session } : {})} />
          </Card>
        </Layout>
        {confirm === 'undo' && <ConfirmModal message={t('undoConfirm')} busy={busy} onConfirm={doUndo} onCancel={() => setConfirm(null)} />}
        {/* There is one exit prompt, word for word, for every game (head to head too, where the computer takes the seat);
            a mode whose exit also spends something says so in its own words. */}
        {confirm === 'exit' && <ConfirmModal message={exitMessage ?? t('exitConfirm')} busy={busy} onConfirm={doExit} onCancel={() => setConfirm(null)} />}
      </GamePage>
    </DetailModals>
  );
}

export default PlayScreen;
