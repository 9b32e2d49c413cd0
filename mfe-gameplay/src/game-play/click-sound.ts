import { LOCAL_KEYS, safeGetItem } from '@bb/shared';

/** Spec §4: sound is off by default; only an explicit soundOff 'false' turns it on. */
export function isSoundOn(): boolean {
  return safeGetItem(LOCAL_KEYS.soundOff) === 'false';
}

type AudioCtor = typeof AudioContext;
let context: AudioContext | null = null;

/**
 * The dice-roll click: a short synthesized tick (no audio file to download on a phone network).
 * Silent when sound is off or the browser has no Web Audio.
 */
export function playClick(): void {
  if (!isSoundOn()) return;
  const Ctor = (window as unknown as { AudioContext?: AudioCtor; webkitAudioContext?: AudioCtor }).AudioContext
    ?? (window as unknown as { webkitAudioContext?: AudioCtor }).webkitAudioContext;
  if (!Ctor) return;
  try {
    context ??= new Ctor();
    const now = context.currentTime;
    const osc = context.createOscillator();
    const gain = context.createGain();
    osc.type = 'square';
    osc.frequency.setValueAtTime(1800, now);
    osc.frequency.exponentialRampToValueAtTime(600, now + 0.05);
    gain.gain.setValueAtTime(0.15, now);
    gain.gain.exponentialRampToValueAtTime(0.001, now + 0.06);
    osc.connect(gain).connect(context.destination);
    osc.start(now);
    osc.stop(now + 0.07);
  } catch {
    // Autoplay policies may refuse audio before a gesture; the game goes on silently.
  }
}
