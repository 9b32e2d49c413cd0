import type { Page } from 'playwright-core';
import type { ScreenRoute } from './screen-routes';

/**
 * How a screen is pictured for its committed baseline (support/screenshot-baseline.ts): the sizes, what is redacted
 * or masked so a picture shows the design and never the data, and the baseline's name. screens.e2e.ts decides which
 * screens are pictured.
 */
export const PHONE = { width: 375, height: 812 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

export type Viewport = typeof PHONE | typeof DESKTOP;

/** A shot shows the top of a long page: at most this many viewport heights. */
const MAX_VIEWPORTS_TALL = 3;

/**
 * Drawings that show data (charts, photos, recorded how-to frames) and the Game of the Day's card (a new matchup each
 * day): covered with a flat box, so a baseline keeps where they sit and how big they are, never what they show.
 */
const DATA_DRAWINGS =
  'img:not([src^="/icons/"]), canvas, video, .VictoryContainer, [data-testid="outcome-chart"], [data-testid="ballpark-chart"], [data-testid="gotd-card"]';

/**
 * The committed baselines must carry nothing generated from the Lahman data (names, teams, statistics), so every
 * text on the page is redacted in place before the shot: capitals become X, other letters x, every run of digits 00
 * (so 9 and 10, Nov 7 and Nov 27 keep one width, whatever day the suite runs), spaces and
 * punctuation stay (team monograms' initials too). Layout, colour and spacing survive, and so does each word's length; dates, clocks, countdowns
 * and random matchups turn into the same glyphs, which also keeps the shots stable. Input values and placeholders,
 * SVG text and open shadow roots are included; a MutationObserver redacts what re-renders (a ticking clock) until
 * the next navigation.
 */
function redactPageText(): void {
  const redact = (text: string) => text.replace(/\p{Lu}/gu, 'X').replace(/[\p{Ll}\p{Lo}\p{Lt}\p{Lm}]/gu, 'x').replace(/\p{N}+/gu, '00');
  const skipped = new Set(['STYLE', 'SCRIPT', 'NOSCRIPT', 'TEMPLATE']);
  const keptInputs = new Set(['checkbox', 'radio', 'range', 'color', 'file', 'hidden']);
  const redactNode = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      if (node.parentElement && skipped.has(node.parentElement.tagName)) return;
      const value = node.nodeValue ?? '';
      const next = redact(value);
      if (next !== value) node.nodeValue = next;
      return;
    }
    if (!(node instanceof Element) || skipped.has(node.tagName)) return;
    if ((node instanceof HTMLInputElement && !keptInputs.has(node.type)) || node instanceof HTMLTextAreaElement) {
      if (node.value && redact(node.value) !== node.value) node.value = redact(node.value);
      if (node.placeholder && redact(node.placeholder) !== node.placeholder) node.placeholder = redact(node.placeholder);
    }
    // Team monograms draw their initials from this attribute (CSS content: attr()).
    const initials = node.getAttribute('data-initials');
    if (initials && redact(initials) !== initials) node.setAttribute('data-initials', redact(initials));
    if (node.shadowRoot) node.shadowRoot.childNodes.forEach(redactNode);
    node.childNodes.forEach(redactNode);
  };
  redactNode(document.body);
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.type !== 'childList') redactNode(record.target);
      record.addedNodes.forEach(redactNode);
    }
  }).observe(document.body, { subtree: true, childList: true, characterData: true, attributeFilter: ['data-initials'] });
}

/**
 * A screen's heading comes before the data of its lists and panels: wait until the page's height and text have not
 * changed for half a second (at most 5 s), so the shot shows the loaded screen, never a half-filled one.
 */
function settleLayout(): Promise<void> {
  return new Promise((resolve) => {
    const started = Date.now();
    let last = '';
    let stableSince = Date.now();
    const check = () => {
      const now = `${document.documentElement.scrollHeight}:${document.body.innerText.length}`;
      if (now !== last) {
        last = now;
        stableSince = Date.now();
      }
      if (Date.now() - stableSince >= 500 || Date.now() - started > 5_000) resolve();
      else setTimeout(check, 100);
    };
    check();
  });
}

/**
 * Left out of the shots: the floating widgets (they mount when the browser is idle, so a shot may or may not catch
 * them and the room they reserve; lobby-widget and gotd-widget e2e files picture them), the shell's one-off notices
 * (the add-to-home-screen row shows on a context's first visit and again whenever storage was cleared, the update
 * banner when a new service worker waits: which screen catches them depends on timing; pwa-* e2e files picture them),
 * and the Game of the Day's card is given one height (its matchup, masked, changes daily and with it the card's height).
 */
const SHOT_STYLE = `
  [data-testid="lobby-widget"], [data-testid="lobby-widget-clearance"], [data-gotd-widget] { display: none !important; }
  [data-testid="install-prompt"], [data-testid="update-banner"] { display: none !important; }
  [data-testid="gotd-card"] { height: 480px !important; overflow: hidden !important; }
`;

/** The redacted page, still, fonts loaded and scrolled to the top. */
export async function redactedShot(page: Page, viewport: Viewport): Promise<Buffer> {
  await page.addStyleTag({ content: SHOT_STYLE });
  await page.evaluate(settleLayout);
  await page.evaluate(redactPageText);
  const height = await page.evaluate(async () => {
    await document.fonts.ready;
    window.scrollTo(0, 0);
    return document.documentElement.scrollHeight;
  });
  return page.screenshot({
    fullPage: true,
    clip: { x: 0, y: 0, width: viewport.width, height: Math.min(height, viewport.height * MAX_VIEWPORTS_TALL) },
    animations: 'disabled',
    caret: 'hide',
    scale: 'css',
    mask: [page.locator(DATA_DRAWINGS)],
  });
}

/** `/game/single/:game/play` → `game-single-game-play`; `/` → `home`. */
export function routeSlug(route: ScreenRoute): string {
  return route.path.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'home';
}

/** The baseline of `route` at `viewport` in `mode`: `1280x800-night/game-single-game-play`. */
export const baselineName = (route: ScreenRoute, viewport: Viewport, mode: string): string => `${viewport.width}x${viewport.height}-${mode}/${routeSlug(route)}`;
