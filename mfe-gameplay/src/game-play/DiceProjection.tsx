import styled from 'styled-components';
import type { GamePlay } from '@bb/shared';
import { playMessages } from './play-messages';

const Box = styled.div`
  display: grid;
  gap: ${(p) => p.theme.spacing.sm};
`;
const Dice = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.spacing.md};
  align-items: center;
`;
const Die = styled.figure<{ $tone: 'white' | 'red' | 'd20' }>`
  margin: 0;
  display: grid;
  justify-items: center;
  gap: 4px;
  b {
    display: grid;
    place-items: center;
    width: 48px;
    height: 48px;
    border-radius: ${(p) => (p.$tone === 'd20' ? '50%' : '10px')};
    font-size: 22px;
    background: ${(p) => (p.$tone === 'white' ? '#fff' : p.$tone === 'red' ? '#c8102e' : '#1f4e8c')};
    color: ${(p) => (p.$tone === 'white' ? '#14213d' : '#fff')};
    border: 2px solid ${(p) => p.theme.colors.border};
    box-shadow: 0 2px 6px rgba(0, 0, 0, 0.25);
  }
  figcaption {
    font-size: ${(p) => p.theme.fontSizes.sm};
    color: ${(p) => p.theme.colors.textMuted};
  }
`;
const Reading = styled.p`
  margin: 0;
  strong {
    font-size: ${(p) => p.theme.fontSizes.lg};
  }
`;

const READINGS = ['SO', 'BB', 'HBP', 'HR', '3B', '2B', '1B', 'GB', 'FB'] as const;

/** The engine's dice for the last plate appearance and how the card reads them. */
export function DiceProjection({ roll }: { roll: GamePlay | null }) {
  const t = playMessages.useT();
  if (!roll?.dice || roll.dice.d6 === undefined) return <p>{t('dice.none')}</p>;
  const { d6, row, d20 } = roll.dice;
  const column = ((d6 - 1) % 3) + 1;
  const reading = roll.reading ?? '';
  const readingLabel = (READINGS as readonly string[]).includes(reading) ? t(`readings.${reading as (typeof READINGS)[number]}`) : reading;
  return (
    <Box data-testid="dice-projection">
      <Dice>
        <Die $tone="white">
          <b data-testid="die-d6">{d6}</b>
          <figcaption>{t('dice.white')}</figcaption>
        </Die>
        <Die $tone="red">
          <b data-testid="die-2d6">{row}</b>
          <figcaption>{t('dice.red')}</figcaption>
        </Die>
        <Die $tone="d20">
          <b data-testid="die-d20">{d20}</b>
          <figcaption>{t('dice.d20')}</figcaption>
        </Die>
      </Dice>
      <Reading>
        {d6 <= 3 ? t('dice.batterCard', { column }) : t('dice.pitcherCard', { column })} · {t('dice.row', { row })} · {t('dice.split', { d20 })}
      </Reading>
      <Reading>
        {t('dice.reading')}: <strong data-testid="dice-reading">{readingLabel}</strong>
      </Reading>
    </Box>
  );
}
