import styled from 'styled-components';
import type { FieldPosition, GamePlayer, GameView } from '@bb/shared';
import { playMessages } from './play-messages';

const SPOTS: Record<Exclude<FieldPosition, 'DH'>, [number, number]> = {
  P: [150, 160], C: [150, 246], '1B': [214, 152], '2B': [186, 112], SS: [114, 112], '3B': [86, 152], LF: [62, 70], CF: [150, 36], RF: [238, 70],
};
const BASES: Array<[number, number]> = [
  [208, 172], // first
  [150, 114], // second
  [92, 172], // third
];

const Svg = styled.svg`
  width: 100%;
  height: auto;
  max-height: 360px;
  display: block;
  text {
    font: 700 10px ${(p) => p.theme.fonts.body};
    fill: #fff;
  }
`;

const lastName = (p: GamePlayer) => p.name.split(' ').slice(-1)[0] ?? p.name;

export interface FieldViewProps {
  game: GameView;
  /** Field projection: fielders' names (off shows only their spots). */
  showNames: boolean;
}

/** The diamond from above: the fielding side at their positions, runners on base and the batter at the plate. */
export function FieldView({ game, showNames }: FieldViewProps) {
  const t = playMessages.useT();
  const fielding = game.battingSide === 'away' ? game.home : game.away;
  const fielders: Array<{ position: Exclude<FieldPosition, 'DH'>; player: GamePlayer }> = fielding.lineup
    .filter((s) => s.position !== 'DH' && s.position !== 'P')
    .map((s) => ({ position: s.position as Exclude<FieldPosition, 'DH'>, player: s }));
  if (fielding.pitcher) fielders.push({ position: 'P', player: fielding.pitcher });
  const occupied = game.bases.map((b) => b !== null);
  return (
    <Svg viewBox="0 0 300 270" role="img" aria-label={t('fieldView')}>
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
            <text x={x} y={y - 9} textAnchor="middle">
              {showNames ? `${position} ${lastName(player)}` : position}
            </text>
          </g>
        );
      })}
      {game.bases.map((runner, i) =>
        runner ? (
          <g key={`r${i}`} data-testid={`runner-${i + 1}`}>
            <circle cx={BASES[i]![0]} cy={BASES[i]![1] - 2} r="7" fill="#c8102e" stroke="#fff" strokeWidth="1.5" />
            <text x={BASES[i]![0]} y={BASES[i]![1] + 20} textAnchor="middle">
              {lastName(runner)}
            </text>
          </g>
        ) : null,
      )}
      {game.batter && (
        <g data-testid="batter">
          <circle cx={game.batter.bats === 'L' ? 166 : 134} cy={246} r="7" fill="#c8102e" stroke="#fff" strokeWidth="1.5" />
          <text x={150} y={268} textAnchor="middle">
            {lastName(game.batter)}
          </text>
        </g>
      )}
    </Svg>
  );
}
