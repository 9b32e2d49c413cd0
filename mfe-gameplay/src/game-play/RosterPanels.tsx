import styled from 'styled-components';
import type { GameView } from '@bb/shared';
import { PlayerName } from '../game-ui/player-link';
import { StatGrid, TableScroll } from '../game-ui/tables';
import { playMessages } from './play-messages';
import { tokens } from '@bb/shared';

const Meter = styled.span<{ $level: number }>`
  display: inline-block;
  width: 64px;
  height: 8px;
  border-radius: 4px;
  background: ${tokens.colors.border};
  vertical-align: middle;
  margin-right: 6px;
  &::after {
    content: '';
    display: block;
    height: 100%;
    width: ${(p) => Math.min(100, p.$level * 100)}%;
    border-radius: 4px;
    background: ${(p) => (p.$level >= 1 ? tokens.colors.error : p.$level >= 0.7 ? tokens.colors.warn : tokens.colors.success)};
  }
`;

const sideOf = (game: GameView) => (game.userSide === 'none' ? game.home : game[game.userSide]);

/** Bench: the user's position players not in the game and not yet used. */
export function BenchPanel({ game }: { game: GameView }) {
  const t = playMessages.useT();
  const team = sideOf(game);
  if (team.bench.length === 0) return <p>{t('bench.empty')}</p>;
  return (
    <TableScroll label={t('tabs.bench')}>
      <StatGrid aria-label={t('tabs.bench')}>
        <thead>
          <tr>
            <th scope="col">{team.name}</th>
            <th scope="col">{t('bench.positions')}</th>
          </tr>
        </thead>
        <tbody>
          {team.bench.map((p) => (
            <tr key={p.cardId}>
              <td>
                <PlayerName cardId={p.cardId} name={p.name} />
              </td>
              <td>{p.positions.join(', ') || p.primaryPosition}</td>
            </tr>
          ))}
        </tbody>
      </StatGrid>
    </TableScroll>
  );
}

/** Bullpen: every pitcher with his role and fatigue (batters faced against his usual length). */
export function BullpenPanel({ game }: { game: GameView }) {
  const t = playMessages.useT();
  const team = sideOf(game);
  return (
    <TableScroll label={t('tabs.bullpen')}>
      <StatGrid aria-label={t('tabs.bullpen')}>
        <thead>
          <tr>
            <th scope="col">{team.name}</th>
            <th scope="col">{t('bullpen.role')}</th>
            <th scope="col">{t('bullpen.fatigue')}</th>
            <th scope="col" />
          </tr>
        </thead>
        <tbody>
          {team.bullpen.map((p) => (
            <tr key={p.cardId} data-testid={`bullpen-${p.cardId}`}>
              <td>
                <PlayerName cardId={p.cardId} name={p.name} />
              </td>
              <td>{p.role ?? 'P'}</td>
              <td>
                <Meter $level={p.fatigue} aria-hidden="true" />
                {t('matchup.faced', { faced: p.battersFaced })}
              </td>
              <td>{p.pitching ? t('bullpen.pitching') : p.available ? t('bullpen.available') : t('bullpen.used')}</td>
            </tr>
          ))}
        </tbody>
      </StatGrid>
    </TableScroll>
  );
}
