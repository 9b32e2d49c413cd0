import { LOCAL_KEYS, safeGetItem } from '@bb/shared';

/** Sound is off by default; only an explicit soundOff 'false' turns it on. */
export function isSoundOn(): boolean {
  return safeGetItem(LOCAL_KEYS.soundOff) === 'false';
}

type AudioCtor = typeof AudioContext;
let context: AudioContext | null = null;

/**
 * Runs `play` on the page's one audio context when sound is on (no audio files: every sound is synthesized, nothing
 * to download on a phone network). Silent when sound is off or the browser has no Web Audio.
 */
export function withSound(play: (audio: AudioContext, now: number) => void): void {
  if (!isSoundOn()) return;
  const Ctor = (window as unknown as { AudioContext?: AudioCtor; webkitAudioContext?: AudioCtor }).AudioContext
    ?? (window as unknown as { webkitAudioContext?: AudioCtor }).webkitAudioContext;
  if (!Ctor) return;
  try {
    context ??= new Ctor();
    play(context, context.currentTime);
  } catch {
    // Autoplay policies may refuse audio before a gesture; the game goes on silently.
  }
}

/** One oscillator note with a quick fade: the building block of the game's sounds. */
export function tone(audio: AudioContext, o: { at: number; type: OscillatorType; from: number; to: number; length: number; volume: number }): void {
  const osc = audio.createOscillator();
  const gain = audio.createGain();
  osc.type = o.type;
  osc.frequency.setValueAtTime(o.from, o.at);
  osc.frequency.exponentialRampToValueAtTime(o.to, o.at + o.length * 0.8);
  gain.gain.setValueAtTime(o.volume, o.at);
  gain.gain.exponentialRampToValueAtTime(0.001, o.at + o.length);
  osc.connect(gain).connect(audio.destination);
  osc.start(o.at);
  osc.stop(o.at + o.length + 0.01);
}

/** The dice-roll click: a short synthesized tick. */
export function playClick(): void {
  withSound((audio, now) => tone(audio, { at: now, type: 'square', from: 1800, to: 600, length: 0.06, volume: 0.15 }));
}
