import { isSoundOn, playClick } from './click-sound';

function fakeAudio() {
  const started: number[] = [];
  const node = () => ({ connect: (next: unknown) => next, gain: { setValueAtTime: jest.fn(), exponentialRampToValueAtTime: jest.fn() } });
  class FakeContext {
    currentTime = 1;
    destination = {};
    createGain = node;
    createOscillator = () => ({
      ...node(),
      type: '',
      frequency: { setValueAtTime: jest.fn(), exponentialRampToValueAtTime: jest.fn() },
      start: (at: number) => started.push(at),
      stop: jest.fn(),
    });
  }
  (window as unknown as { AudioContext: unknown }).AudioContext = FakeContext;
  return started;
}

beforeEach(() => window.localStorage.clear());

test('sound is off by default (spec §4): no click', () => {
  const started = fakeAudio();
  expect(isSoundOn()).toBe(false);
  playClick();
  expect(started).toHaveLength(0);
});

test('with sound on the dice roll clicks', () => {
  const started = fakeAudio();
  window.localStorage.setItem('soundOff', 'false');
  playClick();
  expect(started).toEqual([1]);
});
