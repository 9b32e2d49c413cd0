import { useState } from 'react';
import { Button, H2H_MESSAGES, notifyError, toast, type H2HInvitation } from '@bb/shared';
import { Stack } from '../game-ui/form-styles';
import { h2hApi } from './h2h-api';
import { h2hMessages } from './h2h-messages';
import { NO_OPPONENT, OpponentPicker, choiceReady, opponentOf, type OpponentChoice } from './OpponentPicker';

/** After a rejection, an expiry or a withdrawal: invite the same or another user, or share a new link. */
export function InviteAgain({ gameId, onInvited }: { gameId: string; onInvited(invitation: H2HInvitation): void }) {
  const t = h2hMessages.useT();
  const [choice, setChoice] = useState<OpponentChoice>(NO_OPPONENT);
  const [sending, setSending] = useState(false);
  const send = async () => {
    setSending(true);
    try {
      const answer = await h2hApi.reinvite(gameId, opponentOf(choice));
      toast.success(answer.message || H2H_MESSAGES.invited);
      setChoice(NO_OPPONENT);
      onInvited(answer.invitation);
    } catch (err) {
      notifyError(err);
    } finally {
      setSending(false);
    }
  };
  return (
    <Stack aria-label={t('inviteAgain')} role="group">
      <OpponentPicker value={choice} onChange={setChoice} name="invite-again-mode" />
      <Button onClick={() => void send()} disabled={!choiceReady(choice) || sending}>
        {sending ? t('sending') : t('inviteAgain')}
      </Button>
    </Stack>
  );
}
