import { isPlayPath } from '@bb/contract';

// host/public/index.html paints the header's bar before any script runs (the phone's first paint).
const BOOT_BAR = /<div class="boot-bar"[^>]*>([\s\S]*?<\/svg>)<\/div>/;

/**
 * The shell for `url`. A play screen has no header, so it gets no bar to take away again: the bar's logo
 * stands alone in the middle of the screen instead, an app's splash, until the game renders. Without it the screen
 * stayed blank until every script had run, a second or more on a phone.
 */
export function shellFor(url: string, html: string): string {
  return isPlayPath(url) ? html.replace(BOOT_BAR, '<div class="boot-splash" aria-hidden="true">$1</div>') : html;
}
