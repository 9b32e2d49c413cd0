// Test-only (not exported from the package index): the unmount contract every remote's lifecycles meet.
import { mountStandaloneParcel, type RemoteLifecycles } from '../parcels';
import { initI18n } from '../i18n';
import { installLeakProbe, type LeakSnapshot } from './leak-probe';
import { mockApi } from './api-mock';

const CYCLES = 100;

/**
 * Lets single-spa's promise chain, React's scheduler and the mocked API move on under fake timers until `done`;
 * each step yields to the real event loop too (React's scheduler posts messages, which are not timers).
 */
async function settle(done: () => boolean): Promise<void> {
  for (let step = 0; step < 200 && !done(); step += 1) await jest.advanceTimersByTimeAsync(10);
  await jest.advanceTimersByTimeAsync(50);
}

/**
 * Mounts and unmounts the lifecycles 100 times, walking the given paths, and expects the listeners on window and
 * document, the pending timers, the open streams and the nodes in <body> to end where they were after a first
 * warm-up round (which may create what lives for the whole page, such as module-level stores).
 */
export function describeParcelLeaks(name: string, lifecycles: RemoteLifecycles<never>, paths: string[]): void {
  describe(`${name} lifecycles`, () => {
    let probe: ReturnType<typeof installLeakProbe>;
    const reactActEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;

    beforeAll(() => {
      initI18n('en');
      // Parcels mount and unmount asynchronously, as in the browser, not inside act().
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
      jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] });
      probe = installLeakProbe();
      // Every call answers (404 unless mocked), so no request stays open across a cycle.
      mockApi({});
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    });
    afterAll(() => {
      probe.restore();
      jest.useRealTimers();
      jest.restoreAllMocks();
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = reactActEnvironment;
    });

    async function cycle(path: string, host: HTMLElement): Promise<void> {
      const unmount = mountStandaloneParcel(lifecycles as RemoteLifecycles<{ initialPath: string }>, host, { initialPath: path });
      await settle(() => host.childElementCount > 0);
      expect(host.childElementCount).toBeGreaterThan(0);
      let unmounted = false;
      const done = unmount().then(() => {
        unmounted = true;
      });
      await settle(() => unmounted);
      await done;
      expect(host.childElementCount).toBe(0);
    }

    /** Fires every one-shot timer still due (single-spa's lifecycle timeouts, toasts) so only what repeats remains. */
    async function drain(): Promise<LeakSnapshot> {
      await jest.advanceTimersByTimeAsync(60_000);
      return probe.snapshot();
    }

    test(`mounting and unmounting ${CYCLES} times leaves no listeners, timers, streams or nodes behind`, async () => {
      const host = document.createElement('div');
      document.body.appendChild(host);
      for (const path of paths) await cycle(path, host);
      const baseline = { ...(await drain()), listeners: probe.listeners() };

      for (let i = 0; i < CYCLES; i += 1) await cycle(paths[i % paths.length]!, host);
      const after = { ...(await drain()), listeners: probe.listeners() };

      expect(after).toEqual(baseline);
      host.remove();
    }, 120_000);
  });
}
