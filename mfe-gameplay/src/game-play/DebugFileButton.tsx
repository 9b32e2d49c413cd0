import { useState } from 'react';
import { Button, notifyError, toast, type GameView } from '@bb/shared';
import type { PlaySession } from '../game-api/games-api';
import { sendDebugFile } from '../game-api/debug-file';
import { playMessages } from './play-messages';

/**
 * "Send debug file": a player who sees something wrong sends what his screen shows to support, from any
 * seat (a spectator or a finished game too). Quiet, at the foot of the controls: it is not part of playing.
 */
export function DebugFileButton({ game, session }: { game: GameView; session?: PlaySession }) {
  const t = playMessages.useT();
  const [sending, setSending] = useState(false);
  const send = async () => {
    setSending(true);
    try {
      await sendDebugFile(game, session);
      toast.success(t('debugFileSent'));
    } catch (error) {
      notifyError(error);
    } finally {
      setSending(false);
    }
  };
  return (
    <Button $variant="ghost" disabled={sending} onClick={() => void send()}>
      {t('debugFile')}
    </Button>
  );
}
