import type { GameMoment } from './moments';
import { tone, withSound } from './click-sound';

/** A base hit: the crack of the bat (a sharp, falling knock). */
export function playHit(): void {
  withSound((audio, now) => {
    tone(audio, { at: now, type: 'triangle', from: 900, to: 180, length: 0.09, volume: 0.3 });
    tone(audio, { at: now, type: 'square', from: 2400, to: 1200, length: 0.03, volume: 0.08 });
  });
}

/** A home run: the crack, then a rising organ-like "charge" of four notes. */
export function playCheer(): void {
  withSound((audio, now) => {
    tone(audio, { at: now, type: 'triangle', from: 900, to: 180, length: 0.09, volume: 0.3 });
    [392, 523, 659, 784].forEach((note, i) => tone(audio, { at: now + 0.15 + i * 0.12, type: 'sine', from: note, to: note, length: i === 3 ? 0.4 : 0.11, volume: 0.18 }));
  });
}

/** The final out: two low notes, the game is over. */
export function playFinalOut(): void {
  withSound((audio, now) => {
    tone(audio, { at: now, type: 'sine', from: 523, to: 523, length: 0.18, volume: 0.2 });
    tone(audio, { at: now + 0.2, type: 'sine', from: 392, to: 392, length: 0.45, volume: 0.2 });
  });
}

/** The sound of a moment on the field (a base hit has none of its own moment: it is the default for hits). */
export function playMomentSound(moment: GameMoment | 'hit'): void {
  if (moment === 'homeRun') playCheer();
  else if (moment === 'ballgame') playFinalOut();
  else playHit();
}
