import { createRef } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ThemeRoot, initI18n, toast } from '@bb/shared';
import { ShareBar } from './ShareBar';
import { PICTURE_NAME } from './download-board';

beforeAll(() => initI18n('en'));
afterEach(() => toast.dismissAll());

const URL_ = 'https://play.example.com/leaderboard?tab=Stats&subTab=TotalHr&period=AllTime';

function setup() {
  const copyText = jest.fn(async () => undefined);
  const download = jest.fn(async () => undefined);
  const boardRef = createRef<HTMLElement>();
  render(
    <ThemeRoot>
      <section ref={boardRef}>board</section>
      <ShareBar url={URL_} boardRef={boardRef} copyText={copyText} download={download} />
    </ThemeRoot>,
  );
  return { copyText, download, boardRef};
}

test('Share On: Twitter and Facebook links carry the board URL', () => {
  setup();
  expect(screen.getByText('Share On')).toBeInTheDocument();
  const twitter = new URL(screen.getByRole('link', { name: 'Share on Twitter' }).getAttribute('href')!);
  expect(twitter.origin + twitter.pathname).toBe('https://twitter.com/intent/tweet');
  expect(twitter.searchParams.get('url')).toBe(URL_);
  const facebook = new URL(screen.getByRole('link', { name: 'Share on Facebook' }).getAttribute('href')!);
  expect(facebook.searchParams.get('u')).toBe(URL_);
  expect(screen.getByRole('link', { name: 'Share on Facebook' })).toHaveAttribute('target', '_blank');
});

test('copy link copies the URL and toasts Leaderboard URL copied.', async () => {
  const { copyText } = setup();
  fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
  expect(copyText).toHaveBeenCalledWith(URL_);
  await waitFor(() => expect(toast.getToasts().map((t) => [t.type, t.message])).toEqual([['success', 'Leaderboard URL copied.']]));
});

test('download picture draws the board element', async () => {
  const { download, boardRef } = setup();
  fireEvent.click(screen.getByRole('button', { name: 'Download picture' }));
  expect(download).toHaveBeenCalledWith(boardRef.current);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Download picture' })).toBeEnabled());
});

test('the picture is named leaderboard.png (its drawing: board-picture.test.tsx)', () => {
  expect(PICTURE_NAME).toBe('leaderboard.png');
});
