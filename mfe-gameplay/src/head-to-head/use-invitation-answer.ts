import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { notifyError, type H2HInvitation } from '@bb/shared';
import { h2hApi } from './h2h-api';
import { gamePath } from './h2h-format';

/**
 * The invited user's answers: Accept seats him and opens the play screen; Reject hands back the answered invitation.
 * A refusal (expired, withdrawn, taken) is the server's text in an error toast.
 */
export function useInvitationAnswer(onAnswered: (invitation: H2HInvitation) => void) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState<string | null>(null);
  const run = async (invitation: H2HInvitation, action: () => Promise<void>) => {
    setBusy(invitation.id);
    try {
      await action();
    } catch (err) {
      notifyError(err);
    } finally {
      setBusy(null);
    }
  };
  return {
    busy,
    accept: (invitation: H2HInvitation) =>
      run(invitation, async () => {
        const { gameId } = await h2hApi.accept(invitation.id);
        navigate(gamePath(gameId || invitation.gameId, '/play'));
      }),
    reject: (invitation: H2HInvitation) =>
      run(invitation, async () => {
        onAnswered((await h2hApi.reject(invitation.id)).invitation);
      }),
  };
}
