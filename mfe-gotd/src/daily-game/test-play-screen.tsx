// Test-only: mfe_gameplay's play screen is mounted as a parcel at run time, so jest stands in for it with the same
// kind of lifecycles around a fake screen that records its props and can report the final out.
import { createRemoteLifecycles } from '@bb/shared';
import { gotdGame } from './test-game';
import type { PlayScreenProps } from './play-screen-remote';

export function createFakePlayScreen() {
  const received: PlayScreenProps[] = [];
  function FakePlayScreen(props: PlayScreenProps) {
    received.push(props);
    return (
      <section aria-label="shared play screen">
        <button onClick={() => props.onFinal?.(gotdGame({ status: 'final' }))}>finish</button>
        {props.after}
      </section>
    );
  }
  return { received, lifecycles: createRemoteLifecycles(FakePlayScreen, { name: 'mfe_gameplay/PlayScreen' }) };
}
