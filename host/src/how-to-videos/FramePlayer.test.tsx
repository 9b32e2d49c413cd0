import { act, fireEvent, render, screen } from '@testing-library/react';
import { ThemeRoot } from '@bb/shared';
import { FramePlayer } from './FramePlayer';

const FRAMES = [
  { file: '01.jpg', caption: 'Pick the teams.' },
  { file: '02.jpg', caption: 'Set the lineup.' },
  { file: '03.jpg', caption: 'Swing Away.' },
];

function renderPlayer(props: { reducedMotion?: boolean } = {}) {
  return render(
    <ThemeRoot>
      <FramePlayer mode="exhibition" title="Exhibition Game" frames={FRAMES} version="2026-11-27T10:00:00.000Z" frameMs={1200} {...props} />
    </ThemeRoot>,
  );
}

const shown = () => screen.getByTestId('frame-exhibition').getAttribute('data-frame');
const caption = () => screen.getByTestId('caption-exhibition').textContent;

describe('FramePlayer', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('advances a frame every 1.2 s with its caption, and loops', () => {
    renderPlayer({ reducedMotion: false });
    expect(shown()).toBe('01.jpg');
    expect(caption()).toBe('1/3 Pick the teams.');
    expect(screen.getByTestId('frame-exhibition').getAttribute('src')).toBe('/api/howto/media/exhibition/01.jpg?v=2026-11-27T10%3A00%3A00.000Z');
    act(() => jest.advanceTimersByTime(1199));
    expect(shown()).toBe('01.jpg');
    act(() => jest.advanceTimersByTime(1));
    expect(shown()).toBe('02.jpg');
    expect(caption()).toBe('2/3 Set the lineup.');
    act(() => jest.advanceTimersByTime(2400));
    expect(shown()).toBe('01.jpg');
  });

  it('Pause stops it; Play resumes; stepping pauses and moves one frame either way', () => {
    renderPlayer({ reducedMotion: false });
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    act(() => jest.advanceTimersByTime(5000));
    expect(shown()).toBe('01.jpg');
    expect(screen.getByTestId('player-exhibition').getAttribute('data-playing')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    act(() => jest.advanceTimersByTime(1200));
    expect(shown()).toBe('02.jpg');
    fireEvent.click(screen.getByRole('button', { name: 'Next step' }));
    expect(shown()).toBe('03.jpg');
    act(() => jest.advanceTimersByTime(5000));
    expect(shown()).toBe('03.jpg');
    fireEvent.click(screen.getByRole('button', { name: 'Previous step' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous step' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous step' }));
    expect(shown()).toBe('03.jpg');
  });

  it('with prefers-reduced-motion it does not start by itself', () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({ matches: query.includes('reduce'), media: query, addEventListener() {}, removeEventListener() {} })) as unknown as typeof window.matchMedia;
    try {
      renderPlayer();
      act(() => jest.advanceTimersByTime(5000));
      expect(shown()).toBe('01.jpg');
      expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Play' }));
      act(() => jest.advanceTimersByTime(1200));
      expect(shown()).toBe('02.jpg');
    } finally {
      window.matchMedia = original;
    }
  });
});
