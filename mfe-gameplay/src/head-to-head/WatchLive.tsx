import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Card, H2H_MESSAGES, errorMessageOf, type H2HGameInfo } from '@bb/shared';
import { h2hApi } from './h2h-api';
import { gamePath } from './h2h-format';
import { h2hMessages } from './h2h-messages';
import { Alert, Lead } from './h2h-styles';

/** A game in play that the viewer has no seat in: ask to watch ("add spectator"), then the read-only play screen. */
export function WatchLive({ gameId, info }: { gameId: string; info: H2HGameInfo }) {
  const t = h2hMessages.useT();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const watch = async () => {
    setBusy(true);
    setRefusal(null);
    try {
      await h2hApi.watch(gameId);
      navigate(gamePath(gameId, '/play'));
    } catch (err) {
      // 403: not allowed (blocked, spectators off, a guest); the server's words say which.
      setRefusal(errorMessageOf(err));
      setBusy(false);
    }
  };
  return (
    <Card>
      <Lead>{t('liveTitle')}</Lead>
      {info.spectatorsAllowed ? (
        <Button onClick={() => void watch()} disabled={busy} style={{ marginTop: 12 }}>
          {t('watchLive')}
        </Button>
      ) : (
        <Alert role="status">{H2H_MESSAGES.spectatorsClosed}</Alert>
      )}
      {refusal && <Alert role="alert">{refusal}</Alert>}
    </Card>
  );
}
