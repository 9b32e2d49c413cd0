import { useRef } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { usePrefersReducedMotion, type GamePlay, tokens } from '@bb/shared';
import { playMessages } from './play-messages';

type Tone = 'white' | 'red' | 'd20';

/** How long the dice tumble before they show the engine's values (short: the play is waiting under them). */
export const ROLL_MS = 600;

// The die tumbles in from above and settles; the faces flicker through other values on a cover (::after) that
// fades out, so the real value underneath is what screen readers and the settled die show.
const tumble = keyframes`
  0% { transform: translateY(-16px) rotate(-220deg) scale(0.8); }
  45% { transform: translateY(0) rotate(-40deg) scale(1.06); }
  75% { transform: rotate(10deg) scale(0.98); }
  100% { transform: none; }
`;
const flicker = (faces: [string, string, string, string]) => keyframes`
  0% { content: '${faces[0]}'; opacity: 1; }
  25% { content: '${faces[1]}'; }
  50% { content: '${faces[2]}'; }
  75% { content: '${faces[3]}'; opacity: 1; }
  100% { content: '${faces[3]}'; opacity: 0; }
`;
const FACES: Record<Tone, ReturnType<typeof flicker>> = {
  white: flicker(['5', '2', '6', '3']),
  red: flicker(['9', '4', '11', '6']),
  d20: flicker(['17', '3', '12', '8']),
};

const Box = styled.div`
  display: grid;
  gap: ${tokens.spacing.sm};
`;
const Dice = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.spacing.md};
  align-items: center;
`;
const Die = styled.figure<{ $tone: Tone }>`
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
    border: 2px solid ${tokens.colors.border};
    box-shadow: 0 2px 6px rgba(0, 0, 0, 0.25);
  }
  .rolling & b {
    position: relative;
    animation: ${tumble} ${ROLL_MS}ms cubic-bezier(0.2, 0.8, 0.3, 1) both;
  }
  .rolling & b::after {
    content: '';
    position: absolute;
    inset: 0;
    display: grid;
    place-items: center;
    border-radius: inherit;
    background: inherit;
    color: inherit;
    ${(p) => css`animation: ${FACES[p.$tone]} ${ROLL_MS}ms steps(1, end) both;`}
  }
  figcaption {
    font-size: ${tokens.fontSizes.sm};
    color: ${tokens.colors.textMuted};
  }
`;
const Reading = styled.p`
  margin: 0;
  strong {
    font-size: ${tokens.fontSizes.lg};
  }
`;

const READINGS = ['SO', 'BB', 'HBP', 'HR', '3B', '2B', '1B', 'GB', 'FB'] as const;

export interface DiceProjectionProps {
  roll: GamePlay | null;
  /** The viewer may roll now: only then does the empty state prompt him to (spectators, the other manager: no). */
  mayRoll?: boolean;
}

/** The engine's dice for the last plate appearance and how the card reads them. */
export function DiceProjection({ roll, mayRoll = true }: DiceProjectionProps) {
  const t = playMessages.useT();
  const reduced = usePrefersReducedMotion();
  // The roll on screen when the view opened (a reload) settles at once; every later roll tumbles.
  const opened = useRef(roll?.index);
  if (!roll?.dice || roll.dice.d6 === undefined) return <p>{t(mayRoll ? 'dice.none' : 'dice.notRolled')}</p>;
  const { d6, row, d20 } = roll.dice;
  const column = ((d6 - 1) % 3) + 1;
  const reading = roll.reading ?? '';
  const readingLabel = (READINGS as readonly string[]).includes(reading) ? t(`readings.${reading as (typeof READINGS)[number]}`) : reading;
  const rolling = !reduced && roll.index !== opened.current;
  return (
    <Box data-testid="dice-projection">
      {/* Keyed by the roll: a new roll is a new element, so its animation starts again. */}
      <Dice key={roll.index} className={rolling ? 'rolling' : undefined} data-testid="dice">
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
