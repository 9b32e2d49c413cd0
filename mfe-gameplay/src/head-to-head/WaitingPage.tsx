import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { PageTitle, Spinner, errorMessageOf, useApiQuery, useAuth, type H2HInvitation, type TicketedStreamDeps } from '@bb/shared';
import { GamePage } from '../game-ui/tables';
import { h2hApi, h2hKeys } from './h2h-api';
import { gamePath, isPlayer, teamLabel } from './h2h-format';
import { h2hMessages } from './h2h-messages';
import { Alert, BackLink, Subtitle } from './h2h-styles';
import { InvitationAnswer } from './InvitationAnswer';
import { useH2HGame } from './use-h2h-game';
import { WaitingOverlay } from './WaitingOverlay';
import { WatchLive } from './WatchLive';

/** `?invite={id}`: the invitation the link (or a notification) names, loaded for the invited user. */
function useLinkedInvitation(invitationId: string | null) {
  const { data, error, replace } = useApiQuery(invitationId ? h2hKeys.invitation(invitationId) : null, (signal) => h2hApi.invitation(invitationId ?? '', signal));
  // An answer of our own (accept, reject) is the invitation's newest state.
  const setInvitation = (invitation: H2HInvitation) => replace({ invitation });
  return { invitation: data?.invitation ?? null, error: error ?? null, setInvitation };
}

/**
 * /game/head-to-head/{gameId}: what the game needs from this viewer now. Final → the result; in play → the play
 * screen for a player, "Watch live" for anyone else; waiting → the invited user's Accept / Reject card, or the
 * owner's waiting overlay (which follows the game's stream and moves both players to /play when it starts).
 */
export function WaitingPage({ streamDeps }: { streamDeps?: Partial<TicketedStreamDeps> }) {
  const t = h2hMessages.useT();
  const { gameId = '' } = useParams();
  const [params] = useSearchParams();
  const userId = useAuth()?.user?.id;
  const me = userId === undefined ? undefined : Number(userId);
  const live = useH2HGame(gameId, streamDeps);
  const linked = useLinkedInvitation(params.get('invite'));
  const info = live.state?.info ?? null;

  if (info?.phase === 'final') return <Navigate to={gamePath(gameId, '/result')} replace />;
  // Only the players go straight on: anyone else without a seat (the block says `spectating` for every one of them)
  // asks to watch first (Watch live, "add spectator").
  if (info?.phase === 'playing' && isPlayer(info, me)) return <Navigate to={gamePath(gameId, '/play')} replace />;

  const linkLoading = params.get('invite') !== null && !linked.invitation && !linked.error;
  const offered = linked.invitation ?? (info?.invitation && info.invitation.to?.userId === me ? info.invitation : null);
  const game = live.state?.game;
  let body;
  if (info?.phase === 'playing') body = <WatchLive gameId={gameId} info={info} />;
  else if (offered && offered.from.userId !== me) body = <InvitationAnswer invitation={offered} onAnswered={linked.setInvitation} />;
  else if (game && info?.isOwner) body = <WaitingOverlay game={game} info={info} onInfo={live.setInfo} />;
  else if (game && !linkLoading) body = <p>{t('waitingForPlayers')}</p>;
  else if (!linkLoading && (linked.error || live.error)) body = <Alert role="alert">{errorMessageOf(linked.error ?? live.error)}</Alert>;
  else body = <Spinner label={t('loading')} />;

  return (
    <GamePage>
      <PageTitle>{t('title')}</PageTitle>
      {game && <Subtitle>{t('matchup', { away: teamLabel(game.away), home: teamLabel(game.home) })}</Subtitle>}
      {body}
      <BackLink to="/game/head-to-head">{t('back')}</BackLink>
    </GamePage>
  );
}
