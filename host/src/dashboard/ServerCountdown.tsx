import { useServerCountdown } from '@bb/shared';

/** Time left until `target` on the server's clock (`serverNow` is the answer's `now`), ticking every second. */
export function ServerCountdown({ target, serverNow }: { target: string; serverNow: string }) {
  const left = useServerCountdown(target, serverNow);
  return <time dateTime={target}>{left}</time>;
}
