import type { Options as Html2CanvasOptions } from 'html2canvas';

/** The picture's default background: the night surface, so light text stays readable whatever the theme: the shared picture always has a dark background. */
export const PICTURE_BACKGROUND = '#0b1324';

/** The picture is exported at the screen's pixel ratio, at most 2 (and at least 1). */
export function pictureScale(devicePixelRatio: number | undefined): number {
  return Math.min(2, Math.max(1, devicePixelRatio || 1));
}

export interface PictureOptions {
  /** The downloaded file's name (leaderboard.png, a game's result card). */
  fileName: string;
  background?: string;
  /** html2canvas options of this picture over the defaults (a fixed scale, what to leave out, the clone's layout). */
  capture?: Partial<Html2CanvasOptions>;
}

/**
 * Renders an element to a PNG and downloads it: the leaderboard's and the winning card's Share. html2canvas loads
 * only when asked (it is not in any page's first download). Elements marked data-html2canvas-ignore stay out.
 */
export async function downloadElementPicture(element: HTMLElement, { fileName, background = PICTURE_BACKGROUND, capture }: PictureOptions): Promise<void> {
  const { default: html2canvas } = await import('html2canvas');
  const canvas = await html2canvas(element, { scale: pictureScale(window.devicePixelRatio), backgroundColor: background, useCORS: true, logging: false, ...capture });
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('The picture could not be created');
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  // Inside a shadow root (the partner widget) the link still has to be in a document to be clicked.
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
