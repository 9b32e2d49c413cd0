import { REALTIME_HEARTBEAT_MS } from '@bb/contract';

/** Realtime settings from the environment (documented in ../payments/README.md, "Realtime"). */
export interface RealtimeSettings {
  /** REDIS_URL: set → events fan out through Redis pub/sub to every API instance. */
  redisUrl: string | null;
  /** FIREBASE_WEB_CONFIG: JSON of the Firebase web config; set → browsers use the Firebase adapter. */
  firebaseWebConfig: Record<string, unknown> | null;
  heartbeatMs: number;
}

export function loadRealtimeSettings(env: NodeJS.ProcessEnv = process.env): RealtimeSettings {
  let firebaseWebConfig: Record<string, unknown> | null = null;
  const raw = env.FIREBASE_WEB_CONFIG?.trim();
  if (raw) {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object' || typeof (parsed as { databaseURL?: unknown }).databaseURL !== 'string') {
      throw new Error('FIREBASE_WEB_CONFIG must be a JSON object with at least databaseURL, apiKey and projectId');
    }
    firebaseWebConfig = parsed as Record<string, unknown>;
  }
  const beat = Number(env.REALTIME_HEARTBEAT_MS);
  return {
    redisUrl: env.REDIS_URL?.trim() || null,
    firebaseWebConfig,
    heartbeatMs: Number.isInteger(beat) && beat >= 100 ? beat : REALTIME_HEARTBEAT_MS,
  };
}
