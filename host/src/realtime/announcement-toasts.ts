import { toast, type Announcement } from '@bb/shared';

/**
 * Keeps the persistent toasts of the one toast bus equal to the displayed announcements: new ones appear,
 * switched-off ones go, an edited one is replaced.
 */
export function createAnnouncementToasts(bus: Pick<typeof toast, 'persistent' | 'dismiss'> = toast) {
  const shown = new Map<string, number>();
  const keyOf = (a: Announcement) => `${a.kind}:${a.id}:${a.colour}:${a.message}`;
  return {
    sync(announcements: readonly Announcement[]): void {
      const wanted = new Map(announcements.filter((a) => a.display).map((a) => [keyOf(a), a]));
      for (const [key, toastId] of shown) {
        if (!wanted.has(key)) {
          bus.dismiss(toastId);
          shown.delete(key);
        }
      }
      for (const [key, a] of wanted) {
        if (!shown.has(key)) shown.set(key, bus.persistent(a.message, { colour: a.colour }));
      }
    },
    clear(): void {
      for (const id of shown.values()) bus.dismiss(id);
      shown.clear();
    },
  };
}
