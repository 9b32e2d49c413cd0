/**
 * "This user's row changed": every place that writes a users row (profile, preferences, subscription mirror) says
 * so here, and each session store of this process drops its cached copy and tells the other instances through the
 * realtime bus. Payment and account modules need no reference to the app to say it.
 */
type Listener = (userId: number) => Promise<void>;
const listeners = new Set<Listener>();

export function watchUserChanges(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export async function userRowChanged(userId: number): Promise<void> {
  for (const listener of [...listeners]) await listener(userId);
}
