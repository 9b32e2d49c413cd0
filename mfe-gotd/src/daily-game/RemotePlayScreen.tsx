import { useEffect, useState, type ComponentType } from 'react';
import { Button, Spinner } from '@bb/shared';
import { dailyGameMessages } from './daily-game-messages';
import { loadPlayScreen, type PlayScreenProps } from './play-screen-remote';

/** The shared play screen from mfe-gameplay, or a way to try again when that remote cannot be reached. */
export function RemotePlayScreen(props: PlayScreenProps) {
  const t = dailyGameMessages.useT();
  const [Screen, setScreen] = useState<ComponentType<PlayScreenProps> | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    loadPlayScreen().then(
      (component) => live && setScreen(() => component),
      (error: unknown) => {
        console.error(error);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  if (Screen) return <Screen {...props} />;
  if (failed) {
    return (
      <p role="alert">
        {t('unavailable')}{' '}
        <Button $variant="secondary" onClick={() => { setFailed(false); setAttempt((n) => n + 1); }}>
          {t('retry')}
        </Button>
      </p>
    );
  }
  return <Spinner />;
}
