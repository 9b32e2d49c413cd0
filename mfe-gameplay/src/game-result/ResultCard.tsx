import { forwardRef } from 'react';
import styled from 'styled-components';
import type { GameSideName, GameView } from '@bb/shared';
import { resultMessages } from './result-messages';
import { tokens } from '@bb/shared';

// A picture meant to be shared: fixed night colours whatever the theme (the PNG's background is the same night),
// the result as the headline, the score large, the line score for those who want the story of the game.
const Card = styled.div`
  position: relative;
  overflow: hidden;
  display: grid;
  gap: ${tokens.spacing.md};
  padding: ${tokens.spacing.lg} ${tokens.spacing.md};
  border-radius: ${tokens.radii.lg};
  background: radial-gradient(120% 80% at 50% 0%, #1d3b6b 0%, #0b1f3a 55%, #0b1324 100%);
  color: #f4f6fb;
  text-align: left;
  font-variant-numeric: tabular-nums;
  /* Two baseball stitches in the corner: the card reads as baseball at a glance. */
  &::before {
    content: '';
    position: absolute;
    top: -60px;
    right: -60px;
    width: 140px;
    height: 140px;
    border-radius: 50%;
    border: 3px dashed rgba(200, 16, 46, 0.55);
    box-shadow: inset 0 0 0 14px rgba(255, 255, 255, 0.06);
  }
  h2 {
    margin: 0;
    font-family: ${tokens.fonts.heading};
    font-size: ${tokens.fontSizes.xxl};
    line-height: 1.1;
    color: #ffd54f;
    text-transform: uppercase;
    letter-spacing: 0.02em;
  }
  p {
    margin: 0;
  }
`;
const Tag = styled.span`
  justify-self: start;
  padding: 2px 10px;
  border-radius: 999px;
  background: #c8102e;
  font-weight: 700;
  font-size: ${tokens.fontSizes.sm};
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;
const Score = styled.div`
  display: grid;
  gap: 6px;
  div {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: baseline;
    gap: 12px;
    font-size: ${tokens.fontSizes.lg};
    opacity: 0.72;
  }
  div[data-winner='true'] {
    opacity: 1;
    font-weight: 700;
  }
  span {
    min-width: 0;
    overflow-wrap: anywhere;
  }
  strong {
    font-family: ${tokens.fonts.heading};
    font-size: 40px;
    line-height: 1;
  }
  div[data-winner='true'] strong {
    color: #ffd54f;
  }
`;
const Line = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 12px;
  th,
  td {
    padding: 3px 2px;
    text-align: center;
    border-top: 1px solid rgba(255, 255, 255, 0.15);
  }
  th[scope='row'] {
    text-align: left;
    font-weight: 700;
  }
  thead th {
    border-top: 0;
    color: rgba(244, 246, 251, 0.7);
    font-weight: 400;
  }
  td[data-total='true'] {
    font-weight: 700;
  }
`;
const Notes = styled.div`
  display: grid;
  gap: 4px;
  color: rgba(244, 246, 251, 0.85);
`;

/** Beyond ten innings the line score no longer fits a phone's card: the totals alone. */
const MAX_LINE_INNINGS = 10;

export interface ResultCardProps {
  game: GameView;
  heading: string;
  headingId: string;
  winnerManager?: string | null | undefined;
}

/** The winning modal's shareable card: the user's result, the teams, the final score and the line score. */
export const ResultCard = forwardRef<HTMLDivElement, ResultCardProps>(function ResultCard({ game, heading, headingId, winnerManager }, ref) {
  const t = resultMessages.useT();
  const sides: GameSideName[] = ['away', 'home'];
  const innings = Math.max(game.away.lineScore.length, game.home.lineScore.length, 9);
  const short = (side: GameSideName) => `${game[side].year} ${game[side].teamId}`;
  return (
    <Card ref={ref} data-testid="result-card">
      <Tag>{game.inning !== 9 ? `${t('title')} · ${t('innings', { innings: game.inning })}` : t('title')}</Tag>
      <h2 id={headingId}>{heading}</h2>
      <Score aria-label={t('finalScore')}>
        {sides.map((side) => (
          <div key={side} data-winner={game.winner === side}>
            <span>{game[side].name}</span> <strong>{game.score[side]}</strong>
          </div>
        ))}
      </Score>
      <Line aria-label={t('lineScore')}>
        <thead>
          <tr>
            <td />
            {innings <= MAX_LINE_INNINGS && Array.from({ length: innings }, (_, i) => <th key={i} scope="col">{i + 1}</th>)}
            <th scope="col">{t('runs')}</th>
            <th scope="col">{t('hits')}</th>
            <th scope="col">{t('errors')}</th>
          </tr>
        </thead>
        <tbody>
          {sides.map((side) => (
            <tr key={side}>
              <th scope="row">{short(side)}</th>
              {innings <= MAX_LINE_INNINGS && Array.from({ length: innings }, (_, i) => <td key={i}>{game[side].lineScore[i] ?? (i < game.inning ? 'X' : '')}</td>)}
              <td data-total="true">{game.score[side]}</td>
              <td>{game[side].hits}</td>
              <td>{game[side].errors}</td>
            </tr>
          ))}
        </tbody>
      </Line>
      {(winnerManager || game.exited) && (
        <Notes>
          {winnerManager && <p data-testid="winner-manager">{t('managerWins', { name: winnerManager })}</p>}
          {game.exited && <p>{t('exited')}</p>}
        </Notes>
      )}
    </Card>
  );
});
