import { render, screen } from '@testing-library/react';
import { ThemeRoot, initI18n, type GamePlay, type GameView } from '@bb/shared';
import { gameView, ROLL } from '../test/fixtures';
import { DiceProjection } from './DiceProjection';
import { FieldView } from './FieldView';
import { MomentBanner } from './MomentBanner';
import { momentOf, useGameMoment } from './moments';
import { Scoreboard } from './Scoreboard';

beforeAll(() => initI18n('en'));
afterEach(() => {
  delete (window as { matchMedia?: unknown }).matchMedia;
});

/** The user's system setting, as the browser reports it. */
function reducedMotion(reduced: boolean) {
  window.matchMedia = jest.fn(() => ({ matches: reduced, addEventListener: jest.fn(), removeEventListener: jest.fn() }) as unknown as MediaQueryList);
}
const themed = (ui: React.ReactElement) => <ThemeRoot mode="day">{ui}</ThemeRoot>;

const HOMER: GamePlay = {
  ...ROLL, index: 9, outcome: 'HR', reading: 'HR', direction: 'right', dice: { d6: 5, row: 11, d20: 2 },
  batter: { cardId: 'away2-1927', name: 'Babe Ruth' },
  runnersBefore: [{ cardId: 'away0-1927', name: 'Earle Combs' }, null, null], runnersAfter: [null, null, null],
  scored: [{ cardId: 'away0-1927', name: 'Earle Combs' }, { cardId: 'away2-1927', name: 'Babe Ruth' }], runs: 2, score: { away: 2, home: 0 },
};

describe('dice roll', () => {
  test('the roll on screen when the view opens settles at once; a new roll tumbles before it settles', () => {
    reducedMotion(false);
    const { rerender } = render(themed(<DiceProjection roll={ROLL} />));
    expect(screen.getByTestId('dice')).not.toHaveClass('rolling');
    rerender(themed(<DiceProjection roll={HOMER} />));
    expect(screen.getByTestId('dice')).toHaveClass('rolling');
    // The real values are in the document from the start: the tumbling faces are a cover drawn over them.
    expect(screen.getByTestId('die-d6')).toHaveTextContent('5');
    expect(screen.getByTestId('dice-reading')).toHaveTextContent('Home run');
  });

  test('prefers-reduced-motion: the dice never tumble', () => {
    reducedMotion(true);
    const { rerender } = render(themed(<DiceProjection roll={ROLL} />));
    rerender(themed(<DiceProjection roll={HOMER} />));
    expect(screen.getByTestId('dice')).not.toHaveClass('rolling');
    expect(screen.getByTestId('die-2d6')).toHaveTextContent('11');
  });
});

describe('field view', () => {
  const before = gameView({ lastPlays: [] });
  // Koenig singles: Combs goes first to third, Koenig from the plate to first, Ruth comes up.
  const after: GameView = gameView({
    version: 2, bases: [before.away.lineup[1]!, null, before.away.lineup[0]!], batter: before.away.lineup[2]!,
    lastPlays: [{ ...ROLL, index: 4, batter: { cardId: 'away1-1927', name: 'Mark Koenig' }, direction: 'right' }],
  });

  test('runners keep their element and move to their new base; the batter runs to first; the ball flies', () => {
    reducedMotion(false);
    const { rerender } = render(themed(<FieldView game={before} showNames />));
    const combs = screen.getByTestId('runner-1');
    const koenig = screen.getByTestId('batter');
    expect(combs).toHaveClass('moving');
    expect(combs.style.transform).toBe('translate(208px, 170px)');
    expect(screen.queryByTestId('ball')).not.toBeInTheDocument();
    rerender(themed(<FieldView game={after} showNames />));
    // Same DOM nodes, new positions: the CSS transition runs from the old base to the new one.
    expect(screen.getByTestId('runner-3')).toBe(combs);
    expect(combs.style.transform).toBe('translate(92px, 170px)');
    expect(screen.getByTestId('runner-1')).toBe(koenig);
    expect(koenig).toHaveTextContent('Koenig');
    expect(screen.getByTestId('batter')).toHaveTextContent('Ruth');
    expect(screen.getByTestId('ball').style.getPropertyValue('--to-x')).toBe('226px');
  });

  test('a home run: the ball leaves the park and the runners who scored run home', () => {
    reducedMotion(false);
    render(themed(<FieldView game={gameView({ bases: [null, null, null], lastPlays: [HOMER] })} showNames />));
    expect(screen.getByTestId('ball').style.getPropertyValue('--to-y')).toBe('14px');
    expect(screen.getAllByTestId('scoring-runner')).toHaveLength(2);
  });

  test('prefers-reduced-motion: runners jump to their base, no ball, no run home', () => {
    reducedMotion(true);
    render(themed(<FieldView game={gameView({ lastPlays: [HOMER] })} showNames />));
    expect(screen.getByTestId('runner-1')).not.toHaveClass('moving');
    expect(screen.queryByTestId('ball')).not.toBeInTheDocument();
    expect(screen.queryByTestId('scoring-runner')).not.toBeInTheDocument();
  });
});

describe('scoreboard emphasis', () => {
  test('a run pulses the scoring side only; what the board showed when it opened does not pulse', () => {
    reducedMotion(false);
    const { rerender } = render(themed(<Scoreboard game={gameView()} />));
    expect(screen.getByTestId('score-away')).not.toHaveClass('pulse');
    expect(screen.getByTestId('inning')).not.toHaveClass('pulse');
    rerender(themed(<Scoreboard game={gameView({ score: { away: 2, home: 0 } })} />));
    expect(screen.getByTestId('score-away')).toHaveClass('pulse');
    expect(screen.getByTestId('score-home')).not.toHaveClass('pulse');
    rerender(themed(<Scoreboard game={gameView({ score: { away: 2, home: 0 }, half: 'bottom' })} />));
    expect(screen.getByTestId('inning')).toHaveClass('pulse');
  });

  test('prefers-reduced-motion: no pulse', () => {
    reducedMotion(true);
    const { rerender } = render(themed(<Scoreboard game={gameView()} />));
    rerender(themed(<Scoreboard game={gameView({ score: { away: 2, home: 0 } })} />));
    expect(screen.getByTestId('score-away')).toHaveTextContent('2');
    expect(screen.getByTestId('score-away')).not.toHaveClass('pulse');
  });
});

describe('moments', () => {
  test('home run and final out', () => {
    expect(momentOf(gameView())).toBeNull();
    expect(momentOf(gameView({ lastPlays: [HOMER] }))).toBe('homeRun');
    expect(momentOf(gameView({ lastPlays: [HOMER], status: 'final' }))).toBe('ballgame');
  });

  function Moment({ game }: { game: GameView }) {
    return <MomentBanner moment={useGameMoment(game)} version={game.version} />;
  }

  test('the banner shows for what happens while the screen is open, in a status region', () => {
    const { rerender } = render(themed(<Moment game={gameView({ lastPlays: [HOMER] })} />));
    // Opened on a game whose last play was a home run (a reload): no banner.
    expect(screen.queryByTestId('moment-banner')).not.toBeInTheDocument();
    rerender(themed(<Moment game={gameView({ version: 2, lastPlays: [{ ...HOMER, index: 12 }] })} />));
    expect(screen.getByRole('status')).toHaveTextContent('Home run!');
    rerender(themed(<Moment game={gameView({ version: 3, lastPlays: [ROLL] })} />));
    expect(screen.queryByTestId('moment-banner')).not.toBeInTheDocument();
    rerender(themed(<Moment game={gameView({ version: 4, status: 'final', lastPlays: [ROLL] })} />));
    expect(screen.getByRole('status')).toHaveTextContent('Ballgame!');
  });
});
