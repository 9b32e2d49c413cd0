// Test-only: GET /api/time for mockApi, a server `aheadMs` ahead of the browser's (jest's fake) clock, so a component
// test shows what a browser with a wrong clock shows.
import { ok, type Handler } from './api-mock';

export function serverTimeRoute(aheadMs = 0): Record<'GET time', Handler> {
  return { 'GET time': () => ok({ now: new Date(Date.now() + aheadMs).toISOString() }) };
}

/** GET /api/time for a server whose clock read `iso` now (fixtures stamped at a fixed time); it runs on from there. */
export function serverTimeFrom(iso: string): Record<'GET time', Handler> {
  return serverTimeRoute(Date.parse(iso) - Date.now());
}
