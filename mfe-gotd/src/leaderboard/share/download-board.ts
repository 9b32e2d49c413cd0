import { downloadElementPicture, PICTURE_BACKGROUND } from '@bb/shared';
import { boardPictureOptions } from './board-picture';

export const PICTURE_NAME = 'leaderboard.png';

/** Renders the board element to a PNG and downloads it as leaderboard.png (the shared picture helper). */
export function downloadBoardPicture(element: HTMLElement): Promise<void> {
  return downloadElementPicture(element, { fileName: PICTURE_NAME, background: PICTURE_BACKGROUND, capture: boardPictureOptions(element) });
}
