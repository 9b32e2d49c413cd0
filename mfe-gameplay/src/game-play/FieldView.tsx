import styled, { keyframes } from 'styled-components';
import { usePrefersReducedMotion, type FieldPosition, type GamePlayer, type GameView, tokens } from '@bb/shared';
import { ballLanding, BASES, newestPlateAppearance, offenseFigures, PLATE, scoringRuns } from './field-motion';
import { playMessages } from './play-messages';

const SPOTS: Record<Exclude<FieldPosition, 'DH'>, [number, number]> = {
  P: [150, 160], C: [150, 246], '1B': [214, 152], '2B': [186, 112], SS: [114, 112], '3B': [86, 152], LF: [62, 70], CF: [150, 36], RF: [238, 70],
};
/**
 * Where a fielder's label goes so that long names never meet on a 375 px phone: SS and 2B stand close on either side
 * of second base, so theirs go beside the dot, away from each other; the pitcher's goes under the mound, clear of the
 * corner infielders' labels at his height. Everyone else is labelled above his dot.
 */
const LABEL_SIDE: Partial<Record<Exclude<FieldPosition, 'DH'>, 'start' | 'end' | 'below'>> = { SS: 'end', '2B': 'start', P: 'below' };

function labelPlacement(position: Exclude<FieldPosition, 'DH'>, [x, y]: [number, number]) {
  const side = LABEL_SIDE[position];
  if (side === 'below') return { x, y: y + 19, textAnchor: 'middle' as const };
  if (side) return { x: side === 'end' ? x - 9 : x + 9, y: y + 3.5, textAnchor: side };
  return { x, y: y - 9, textAnchor: 'middle' as const };
}

/** A runner's time from one base to the next on screen: long enough to follow, short enough not to hold the game up. */
export const RUN_MS = 500;

// Positions come from CSS custom properties set on each element (--x/--y, --to-x/--to-y), so one set of keyframes
// serves every ball and every run home.
const flight = keyframes`
  from { transform: translate(${PLATE[0]}px, ${PLATE[1]}px) scale(0.6); opacity: 1; }
  80% { opacity: 1; }
  to { transform: translate(var(--to-x), var(--to-y)) scale(1); opacity: 0; }
`;
const runHome = keyframes`
  from { transform: translate(var(--x), var(--y)); opacity: 1; }
  80% { opacity: 1; }
  to { transform: translate(${PLATE[0]}px, ${PLATE[1] - 2}px); opacity: 0; }
`;

const Svg = styled.svg`
  width: 100%;
  height: auto;
  max-height: 360px;
  display: block;
  text {
    font: 700 10px ${tokens.fonts.body};
    fill: #fff;
  }
  .moving {
    transition: transform ${RUN_MS}ms ease-in-out;
  }
  .ball {
    animation: ${flight} 700ms ease-out both;
  }
  .scoring {
    animation: ${runHome} ${RUN_MS + 200}ms ease-in-out both;
  }
`;

const lastName = (p: { name: string }) => p.name.split(' ').slice(-1)[0] ?? p.name;
const px = (n: number) => `${n}px`;

export interface FieldViewProps {
  game: GameView;
  /** Field projection: fielders' names (off shows only their spots). */
  showNames: boolean;
}

/**
 * The diamond from above: the fielding side at their positions, runners on base and the batter at the plate.
 * With motion allowed the ball flies off the bat, runners run to their new bases and the runs score at the plate.
 */
export function FieldView({ game, showNames }: FieldViewProps) {
  const t = playMessages.useT();
  const reduced = usePrefersReducedMotion();
  const fielding = game.battingSide === 'away' ? game.home : game.away;
  const fielders: Array<{ position: Exclude<FieldPosition, 'DH'>; player: GamePlayer }> = fielding.lineup
    .filter((s) => s.position !== 'DH' && s.position !== 'P')
    .map((s) => ({ position: s.position as Exclude<FieldPosition, 'DH'>, player: s }));
  if (fielding.pitcher) fielders.push({ position: 'P', player: fielding.pitcher });
  const occupied = game.bases.map((b) => b !== null);
  const play = newestPlateAppearance(game);
  const landing = reduced ? null : ballLanding(play);
  const scoring = reduced ? [] : scoringRuns(play);
  return (
    <Svg viewBox="0 0 300 270" role="img" aria-label={t('fieldView')} data-motion={reduced ? 'reduced' : 'full'}>
      <title>{t('fieldView')}</title>
      <rect x="0" y="0" width="300" height="270" rx="14" fill="#1f5f24" />
      <path d="M150 262 L4 116 A206 206 0 0 1 296 116 Z" fill="#2e7d32" />
      <path d="M150 250 L222 172 L150 100 L78 172 Z" fill="#b07a4a" />
      <path d="M150 236 L204 172 L150 118 L96 172 Z" fill="#3a8f3e" />
      <circle cx="150" cy="166" r="9" fill="#b07a4a" />
      <path d="M150 250 L8 108 M150 250 L292 108" stroke="#fff" strokeWidth="1.5" opacity="0.8" />
      <path d="M144 244 h12 v8 l-6 5 l-6 -5 Z" fill="#fff" />
      {BASES.map(([x, y], i) => (
        <rect key={i} x={x - 6} y={y - 6} width="12" height="12" transform={`rotate(45 ${x} ${y})`} fill={occupied[i] ? '#ffd54f' : '#fff'} data-testid={`base-${i + 1}`} data-occupied={occupied[i]} />
      ))}
      {fielders.map(({ position, player }) => {
        const [x, y] = SPOTS[position];
        return (
          <g key={position} data-testid={`fielder-${position}`}>
            <circle cx={x} cy={y} r="6" fill="#14213d" stroke="#fff" strokeWidth="1.5" />
            <text {...labelPlacement(position, [x, y])} data-testid="fielder-label">
              {showNames ? `${position} ${lastName(player)}` : position}
            </text>
          </g>
        );
      })}
      {scoring.map(({ cardId, from }) => (
        // Keyed by the play: the next play's runs are new elements with their own run home.
        <circle key={`${play?.index}-${cardId}`} className="scoring" data-testid="scoring-runner" r="7" fill="#c8102e" stroke="#fff" strokeWidth="1.5" style={{ '--x': px(from[0]), '--y': px(from[1] - 2) } as React.CSSProperties} />
      ))}
      {/* Each player keeps one element while he is on the field: his moves from the plate and between bases transition. */}
      {offenseFigures(game).map(({ player, spot }) => {
        const atBat = spot === 3;
        const [x, y] = atBat ? [player.bats === 'L' ? 166 : 134, 246] : [BASES[spot]![0], BASES[spot]![1] - 2];
        return (
          <g
            key={player.cardId}
            className={reduced ? undefined : 'moving'}
            data-testid={atBat ? 'batter' : `runner-${spot + 1}`}
            style={{ transform: `translate(${px(x)}, ${px(y)})` }}
          >
            <circle r="7" fill="#c8102e" stroke="#fff" strokeWidth="1.5" />
            <text x={atBat ? 150 - x : 0} y={atBat ? 22 : 22} textAnchor="middle">
              {lastName(player)}
            </text>
          </g>
        );
      })}
      {landing && play && (
        <circle key={play.index} className="ball" data-testid="ball" r="3.5" fill="#fff" stroke="#14213d" strokeWidth="1" style={{ '--to-x': px(landing[0]), '--to-y': px(landing[1]) } as React.CSSProperties} />
      )}
    </Svg>
  );
}
