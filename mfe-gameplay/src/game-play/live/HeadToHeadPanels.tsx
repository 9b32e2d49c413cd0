import styled from 'styled-components';
import { Button, Card, useAuth, type GameView, type H2HGameInfo, tokens } from '@bb/shared';
import type { PlayPanels } from '../PlayScreen';
import type { LiveGame } from '../use-live-game';
import { DecisionClock } from './DecisionClock';
import { liveMessages } from './live-messages';
import { PlayersList } from './PlayersList';
import { ReconnectBanner } from './ReconnectBanner';
import { mySeat } from './seats';
import { SpectatorPanel } from './SpectatorPanel';
import { useOpponentLeft } from './use-opponent-left';
import { useRejoin } from './use-rejoin';

const Banner = styled.p`
  margin: 0;
  padding: 4px ${tokens.spacing.sm};
  border-radius: ${tokens.radii.md};
  background: ${tokens.colors.info};
  color: ${tokens.colors.infoText};
  font-weight: 600;
`;
const Seat = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.spacing.sm};
  p {
    margin: 0;
  }
`;
const Aside = styled(Card)`
  margin-top: ${tokens.spacing.md};
`;

interface PanelProps {
  live: LiveGame;
  game: GameView;
  info: H2HGameInfo;
  gameId: string;
}

function useMySeat(info: H2HGameInfo) {
  return mySeat(info, useAuth()?.user.id);
}

/** Under the scoreboard: the clock (one line), the spectator's banner, the seat to take back; the opponent-left toast. */
function HeadToHeadTop({ live, game, info, gameId }: PanelProps) {
  const t = liveMessages.useT();
  const mine = useMySeat(info);
  useOpponentLeft(info, mine);
  const seat = useRejoin(live, gameId, mine);
  const { clock } = info;
  const who = clock && (clock.side === mine ? t('clock.yourRoll') : t('clock.deciding', { name: info.players[clock.side]?.username ?? game[clock.side].name }));
  return (
    <>
      {info.spectating && mine === null && <Banner data-testid="spectating">{t('spectators.banner')}</Banner>}
      {seat.offered && (
        <Seat>
          <p>{t('rejoin.taken')}</p>
          <Button disabled={live.pending !== null} onClick={() => void seat.rejoin()}>
            {t('rejoin.button')}
          </Button>
        </Seat>
      )}
      {game.status !== 'final' && <ReconnectBanner info={info} mine={mine} />}
      {clock && who && game.status !== 'final' && <DecisionClock clock={clock} who={who} />}
    </>
  );
}

/** After the field and the tabs: both managers and the spectators. */
function HeadToHeadAside({ live, game, info, gameId }: PanelProps) {
  const mine = useMySeat(info);
  return (
    <Aside>
      <PlayersList game={game} info={info} mine={mine} />
      <SpectatorPanel gameId={gameId} info={info} onChange={live.applyHeadToHead} />
    </Aside>
  );
}

/** The head-to-head panels of the one play screen; nothing until the game's block has arrived. */
export function headToHeadPanels(live: LiveGame, gameId: string): PlayPanels {
  const { game, headToHead: info } = live;
  if (!game || !info) return {};
  const props = { live, game, info, gameId };
  return { top: <HeadToHeadTop {...props} />, aside: <HeadToHeadAside {...props} /> };
}
