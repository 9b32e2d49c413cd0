import { downloadElementPicture, PICTURE_BACKGROUND, pictureScale } from './share-picture';

const html2canvas = jest.fn();
jest.mock('html2canvas', () => ({ __esModule: true, default: (...args: unknown[]) => html2canvas(...args) }));

beforeEach(() => {
  html2canvas.mockResolvedValue({ toBlob: (done: (b: Blob | null) => void) => done(new Blob(['png'], { type: 'image/png' })) });
  URL.createObjectURL = jest.fn(() => 'blob:picture');
  URL.revokeObjectURL = jest.fn();
});

test('the element is drawn at the screen scale (at most 2) on the night background and downloaded under its name', async () => {
  const clicked: string[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(`${this.download} ${this.href}`);
  });
  const element = document.createElement('div');
  await downloadElementPicture(element, { fileName: '1927-NYA-at-1975-CIN.png' });
  expect(html2canvas).toHaveBeenCalledWith(element, expect.objectContaining({ backgroundColor: PICTURE_BACKGROUND, scale: pictureScale(window.devicePixelRatio) }));
  expect(clicked).toEqual(['1927-NYA-at-1975-CIN.png blob:picture']);
  // The link was only there to be clicked.
  expect(document.querySelector('a[download]')).toBeNull();
});

test('a canvas without a picture is an error, nothing is downloaded', async () => {
  html2canvas.mockResolvedValue({ toBlob: (done: (b: Blob | null) => void) => done(null) });
  await expect(downloadElementPicture(document.createElement('div'), { fileName: 'x.png' })).rejects.toThrow('The picture could not be created');
  expect(URL.createObjectURL).not.toHaveBeenCalled();
});

test('scale: the pixel ratio between 1 and 2', () => {
  expect(pictureScale(3)).toBe(2);
  expect(pictureScale(1.5)).toBe(1.5);
  expect(pictureScale(undefined)).toBe(1);
});
