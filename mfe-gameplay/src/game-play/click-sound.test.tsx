import { render } from '@testing-library/react';
import type { GameView } from '@bb/shared';
import { gameView, ROLL } from '../test/fixtures';
import { isSoundOn, playClick } from './click-sound';
import { playCheer, playFinalOut, playHit, playMomentSound } from './game-sounds';
import { useGameMoment } from './moments';

// The page keeps one audio context: every fake context reports into the same list, emptied per test.
const started: number[] = [];
function fakeAudio() {
  started.length = 0;
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

test('sound is off by default: no click', () => {
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

describe('game sounds', () => {
  test('sound off (the default): no hit, no cheer, no final out', () => {
    const started = fakeAudio();
    playHit();
    playCheer();
    playFinalOut();
    expect(started).toHaveLength(0);
  });

  test('sound on: each is its own short synthesized sound', () => {
    const started = fakeAudio();
    window.localStorage.setItem('soundOff', 'false');
    playMomentSound('hit');
    expect(started).toHaveLength(2);
    started.length = 0;
    playMomentSound('homeRun');
    // The crack of the bat, then four rising notes.
    expect(started).toEqual([1, 1.15, 1.27, 1.39, 1.51].map((at) => expect.closeTo(at, 5)));
    started.length = 0;
    playMomentSound('ballgame');
    expect(started).toEqual([1, 1.2]);
  });

  function Probe({ game }: { game: GameView }) {
    useGameMoment(game);
    return null;
  }

  test('the play screen sounds each new play once, only with sound on', () => {
    const started = fakeAudio();
    const opened = gameView({ lastPlays: [ROLL] });
    const homer = gameView({ version: 2, lastPlays: [{ ...ROLL, index: 5, outcome: 'HR' }] });
    const { rerender } = render(<Probe game={opened} />);
    rerender(<Probe game={homer} />);
    expect(started).toHaveLength(0);
    window.localStorage.setItem('soundOff', 'false');
    rerender(<Probe game={gameView({ ...homer, version: 3 })} />);
    expect(started).toHaveLength(5);
    // The same version again (a re-render): silence.
    rerender(<Probe game={gameView({ ...homer, version: 3 })} />);
    expect(started).toHaveLength(5);
  });
});
