import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { publicClient, tokens } from '@bb/shared';
import { GameCard, RemotePlayScreen, ResultLine, useDailyGame, useGotdResult } from '../daily-game';
import { createDailyGameApi, type DailyGameApi, type PlayerSession } from '../daily-game/daily-game-api';
import type { PlaySession } from '../daily-game/play-screen-remote';
import { TopOfBoard } from '../leaderboard';
import { embedMessages } from './embed-messages';
import { createWidgetSession } from './widget-session';

const Frame = styled.div`
  display: grid;
  gap: ${tokens.spacing.md};
  padding: ${tokens.spacing.md};
  border-radius: ${tokens.radii.lg};
  background: ${tokens.colors.background};
  border: 1px solid ${tokens.colors.border};
  font-family: ${tokens.fonts.body};
  font-size: ${tokens.fontSizes.md};
  line-height: 1.4;
  color: ${tokens.colors.text};
  a { color: ${tokens.colors.link}; font-weight: 600; }
`;

const Brand = styled.header`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${tokens.spacing.sm};
  h2 { margin: 0; font: 700 ${tokens.fontSizes.xl} ${tokens.fonts.heading}; color: ${tokens.colors.text}; }
  span { color: ${tokens.colors.textMuted}; font-size: ${tokens.fontSizes.sm}; letter-spacing: 0.08em; text-transform: uppercase; }
`;

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 2147483000;
  display: flex;
  align-items: flex-start;
  justify-content: center;
  padding: ${tokens.spacing.md};
  overflow-y: auto;
  background: rgba(5, 10, 20, 0.72);
`;

const Dialog = styled.div`
  width: 100%;
  max-width: 760px;
  display: grid;
  gap: ${tokens.spacing.sm};
`;

// The play screen draws on the page's background in the app; over a partner's page it needs its own sheet.
const Sheet = styled.div`
  padding: ${tokens.spacing.md};
  border-radius: ${tokens.radii.lg};
  background: ${tokens.colors.background};
  color: ${tokens.colors.text};
  font-family: ${tokens.fonts.body};
  font-size: ${tokens.fontSizes.md};
  line-height: 1.4;
`;

const CloseButton = styled.button`
  justify-self: end;
  min-height: 40px;
  padding: 0 ${tokens.spacing.md};
  border-radius: ${tokens.radii.md};
  border: 1px solid ${tokens.colors.border};
  background: ${tokens.colors.surface};
  color: ${tokens.colors.text};
  font: 600 ${tokens.fontSizes.md} ${tokens.fonts.body};
  cursor: pointer;
`;

const OVERALL = { tab: 'Overall', subTab: 'TotalWins', period: 'AllTime', month: null } as const;

/** The widget's guest as the play screen's player: its own key, never the app's login or its 401 handling. */
function widgetPlaySession(session: PlayerSession): PlaySession {
  return { client: () => session.client() ?? publicClient, signedIn: () => session.client() !== null };
}

interface OverlayProps {
  gameId: string;
  api: DailyGameApi;
  play: PlaySession;
  appOrigin: string;
  onClose: () => void;
}

/** The game on the same play screen as in the app (mfe_gameplay's, mounted as a parcel), the result once final. */
function GameOverlay({ gameId, api, play, appOrigin, onClose }: OverlayProps) {
  const t = embedMessages.useT();
  const { result, onFinal } = useGotdResult(gameId, api);
  const source = useMemo(() => ({ base: 'gotd/games' as const, gameId, session: play }), [gameId, play]);
  return (
    <Overlay role="dialog" aria-modal="true" aria-label={t('title')}>
      <Dialog>
        <CloseButton onClick={onClose}>{t('close')}</CloseButton>
        <Sheet>
          <RemotePlayScreen
            source={source}
            onFinal={onFinal}
            after={
              <>
                {result && <ResultLine result={result} reveal />}
                <a href={`${appOrigin}/leaderboard?tab=Today&subTab=DailyRunsLeader&period=Today`} target="_blank" rel="noopener">
                  {t('fullBoard')}
                </a>
              </>
            }
          />
        </Sheet>
      </Dialog>
    </Overlay>
  );
}

/** The partner-site widget: today's game card, the game in an overlay, the top of the leaderboard. No host shell, no router. */
export function GotdWidget({ appOrigin, session: givenSession, api: givenApi }: { appOrigin: string; session?: PlayerSession; api?: DailyGameApi }) {
  const t = embedMessages.useT();
  const session = useMemo(() => givenSession ?? createWidgetSession(), [givenSession]);
  const api = useMemo(() => givenApi ?? createDailyGameApi(session), [givenApi, session]);
  const play = useMemo(() => widgetPlaySession(session), [session]);
  const daily = useDailyGame(api);
  const [gameId, setGameId] = useState<string | null>(null);

  const open = async () => {
    const registration = await daily.start();
    if (registration) setGameId(registration.gameId);
  };
  const close = () => {
    setGameId(null);
    daily.reload();
  };

  return (
    <Frame data-gotd-widget="">
      <Brand>
        <h2>{t('title')}</h2>
        <span>{t('brand')}</span>
      </Brand>
      <GameCard {...daily} onPlay={open} />
      <TopOfBoard
        selection={OVERALL}
        limit={5}
        title={t('topPlayers')}
        link={
          <a href={`${appOrigin}/leaderboard`} target="_blank" rel="noopener">
            {t('fullBoard')}
          </a>
        }
      />
      <a href={`${appOrigin}/game-of-the-day`} target="_blank" rel="noopener">
        {t('openApp')}
      </a>
      {gameId && <GameOverlay gameId={gameId} api={api} play={play} appOrigin={appOrigin} onClose={close} />}
    </Frame>
  );
}
