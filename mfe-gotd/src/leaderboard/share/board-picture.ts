import type { Options as Html2CanvasOptions } from 'html2canvas';

/** The picture is drawn at twice its CSS size on every screen, so a shared board stays sharp on a phone and a desktop alike. */
export const BOARD_PICTURE_SCALE = 2;

/** Marks the board's clone, so the picture's own rules below touch nothing of the page. */
const PICTURE_ATTRIBUTE = 'data-board-picture';

/** The shared table scroller's "Swipe for more columns" hint: it speaks to a finger on the page, not to a picture. */
const SWIPE_HINT = '[data-testid="table-scroll-hint"]';

/**
 * How the clone is laid out for the picture: every scroll box shows all it holds (no clipping, no fading edge),
 * the phone's bottom tab bar sits in the board instead of over the viewport's foot, and labels keep to one line.
 */
const PICTURE_CSS = `
  [${PICTURE_ATTRIBUTE}] [data-table-scroll],
  [${PICTURE_ATTRIBUTE}] [role='tablist'] {
    overflow: visible !important;
    -webkit-mask-image: none !important;
    mask-image: none !important;
  }
  [${PICTURE_ATTRIBUTE}] [data-bottom-tab-bar] {
    position: static !important;
    box-shadow: none !important;
  }
  [${PICTURE_ATTRIBUTE}] th,
  [${PICTURE_ATTRIBUTE}] td,
  [${PICTURE_ATTRIBUTE}] [role='tab'],
  [${PICTURE_ATTRIBUTE}] li > span {
    white-space: nowrap !important;
  }
`;

/** The widest run of content hidden to the right of a scroll box inside the board (the table's columns on a phone). */
function hiddenWidth(board: HTMLElement): number {
  const boxes = board.querySelectorAll<HTMLElement>(`[data-table-scroll], [role='tablist']`);
  return Array.from(boxes).reduce((most, box) => Math.max(most, box.scrollWidth - box.clientWidth), 0);
}

/**
 * html2canvas options for the leaderboard's picture: the whole board with the whole table (widened by what its scroll
 * box hides), at scale 2, without the swipe hint. They are computed from the board as it is on screen when asked.
 */
export function boardPictureOptions(board: HTMLElement): Partial<Html2CanvasOptions> {
  const width = Math.ceil(board.getBoundingClientRect().width + hiddenWidth(board));
  return {
    scale: BOARD_PICTURE_SCALE,
    ignoreElements: (element) => element.matches(SWIPE_HINT),
    onclone: (document, clone) => {
      const style = document.createElement('style');
      style.textContent = PICTURE_CSS;
      document.head.appendChild(style);
      clone.setAttribute(PICTURE_ATTRIBUTE, '');
      clone.style.width = `${width}px`;
      clone.style.maxWidth = 'none';
    },
  };
}
