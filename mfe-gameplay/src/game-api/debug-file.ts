import { APP_VERSION, type GameView } from '@bb/shared';
import { appSession, type PlaySession } from './games-api';

/**
 * "Send debug file": what the player saw when something looked wrong, sent to the error-reporting sink
 * (POST /api/client-errors, admins read it). The server holds the game itself (seed and decisions) under its id, so
 * the file carries the id, the position the screen showed and the device, not the whole game.
 */
export function debugFile(view: GameView) {
  return {
    message: `Debug file: game ${view.id}`,
    url: typeof location === 'undefined' ? null : location.href,
    method: null,
    requestData: {
      kind: 'debug-file',
      appVersion: APP_VERSION,
      gameId: view.id,
      mode: view.mode,
      status: view.status,
      version: view.version,
      decisionCount: view.decisionCount,
      inning: view.inning,
      half: view.half,
      outs: view.outs,
      score: view.score,
      viewerSide: view.viewerSide,
      lastPlays: view.lastPlays.map((p) => ({ index: p.index, type: p.type, inning: p.inning, half: p.half, outs: p.outs })),
      screen: typeof window === 'undefined' ? null : { width: window.innerWidth, height: window.innerHeight, pixelRatio: window.devicePixelRatio },
      sentAt: new Date().toISOString(),
    },
  };
}

/** Sends the debug file; rejects as every API call does (the play screen's error toast tells why). */
export async function sendDebugFile(view: GameView, session: PlaySession = appSession): Promise<void> {
  await session.client().post('client-errors', { json: debugFile(view) });
}
