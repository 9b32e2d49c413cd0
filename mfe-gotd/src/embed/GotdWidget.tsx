import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { GameCard, useDailyGame } from '../daily-game';
import { createDailyGameApi, type DailyGameApi } from '../daily-game/daily-game-api';
import { TopOfBoard } from '../leaderboard';
import { embedMessages } from './embed-messages';
import { createWidgetSession } from './widget-session';
import { useWidgetGame } from './use-widget-game';
import { WidgetPlayPanel } from './WidgetPlayPanel';

const Frame = styled.div`
  display: grid;
  gap: ${(p) => p.theme.spacing.md};
  padding: ${(p) => p.theme.spacing.md};
  border-radius: ${(p) => p.theme.radii.lg};
  background: ${(p) => p.theme.colors.background};
  border: 1px solid ${(p) => p.theme.colors.border};
  font-family: ${(p) => p.theme.fonts.body};
  font-size: ${(p) => p.theme.fontSizes.md};
  line-height: 1.4;
  color: ${(p) => p.theme.colors.text};
  a { color: ${(p) => p.theme.colors.primary}; font-weight: 600; }
`;

const Brand = styled.header`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${(p) => p.theme.spacing.sm};
  h2 { margin: 0; font: 700 ${(p) => p.theme.fontSizes.xl} ${(p) => p.theme.fonts.heading}; color: ${(p) => p.theme.colors.text}; }
  span { color: ${(p) => p.theme.colors.textMuted}; font-size: ${(p) => p.theme.fontSizes.sm}; letter-spacing: 0.08em; text-transform: uppercase; }
`;

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 2147483000;
  display: flex;
  align-items: flex-start;
  justify-content: center;
  padding: ${(p) => p.theme.spacing.md};
  overflow-y: auto;
  background: rgba(5, 10, 20, 0.72);
`;

const Dialog = styled.div`
  width: 100%;
  max-width: 760px;
  display: grid;
  gap: ${(p) => p.theme.spacing.sm};
`;

const CloseButton = styled.button`
  justify-self: end;
  min-height: 40px;
  padding: 0 ${(p) => p.theme.spacing.md};
  border-radius: ${(p) => p.theme.radii.md};
  border: 1px solid ${(p) => p.theme.colors.border};
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  font: 600 ${(p) => p.theme.fontSizes.md} ${(p) => p.theme.fonts.body};
  cursor: pointer;
`;

const OVERALL = { tab: 'Overall', subTab: 'TotalWins', period: 'AllTime', month: null } as const;

function GameOverlay({ gameId, api, appOrigin, onClose }: { gameId: string; api: DailyGameApi; appOrigin: string; onClose: () => void }) {
  const t = embedMessages.useT();
  const game = useWidgetGame(gameId, api);
  return (
    <Overlay role="dialog" aria-modal="true" aria-label={t('title')}>
      <Dialog>
        <CloseButton onClick={onClose}>{t('close')}</CloseButton>
        <WidgetPlayPanel
          {...game}
          onPlay={game.play}
          after={
            <a href={`${appOrigin}/leaderboard?tab=Today&subTab=DailyRunsLeader&period=Today`} target="_blank" rel="noopener">
              {t('fullBoard')}
            </a>
          }
        />
      </Dialog>
    </Overlay>
  );
}

/** The partner-site widget: today's game card, the game in an overlay, the top of the leaderboard. No host shell, no router. */
export function GotdWidget({ appOrigin, api: given }: { appOrigin: string; api?: DailyGameApi }) {
  const t = embedMessages.useT();
  const api = useMemo(() => given ?? createDailyGameApi(createWidgetSession()), [given]);
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
      {gameId && <GameOverlay gameId={gameId} api={api} appOrigin={appOrigin} onClose={close} />}
    </Frame>
  );
}
