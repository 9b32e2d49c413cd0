import { isPlayPath } from '@bb/contract';

// host/public/index.html paints the header's bar before any script runs (the phone's first paint).
const BOOT_BAR = /<div class="boot-bar"[^>]*>[\s\S]*?<\/svg><\/div>/;

/** The shell for `url`: a play screen has no header (spec §2), so its first paint has no bar to take away again. */
export function shellFor(url: string, html: string): string {
  return isPlayPath(url) ? html.replace(BOOT_BAR, '') : html;
}
