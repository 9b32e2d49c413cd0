import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Button, howToMediaPath, prefersReducedMotion, type HowToFrame, tokens } from '@bb/shared';

/** About the time to read a caption. */
export const FRAME_MS = 1200;

interface Props {
  mode: string;
  title: string;
  frames: HowToFrame[];
  /** Cache key of the recording (its recordedAt): a new recording is a new image URL. */
  version: string;
  frameMs?: number;
  reducedMotion?: boolean;
}

/**
 * Plays a mode's recorded frames like a short video: one frame every `frameMs`, looping, with its caption under it.
 * Play/pause and step buttons.
 */
export function FramePlayer({ mode, title, frames, version, frameMs = FRAME_MS, reducedMotion = prefersReducedMotion() }: Props) {
  const [index, setIndex] = useState(0);
  // With prefers-reduced-motion the player waits for Play instead of starting by itself.
  const [playing, setPlaying] = useState(!reducedMotion);
  const count = frames.length;

  useEffect(() => {
    if (!playing || count < 2) return undefined;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), frameMs);
    return () => clearInterval(timer);
  }, [playing, count, frameMs]);

  const frame = frames[Math.min(index, count - 1)];
  if (!frame) return null;
  const next = frames[(index + 1) % count];
  const src = (file: string) => `${howToMediaPath(mode, file)}?v=${encodeURIComponent(version)}`;
  const step = (delta: number) => {
    setPlaying(false);
    setIndex((i) => (i + delta + count) % count);
  };

  return (
    <Player aria-label={`${title} demonstration`} data-testid={`player-${mode}`} data-playing={playing ? 'true' : 'false'}>
      <Screen>
        <img src={src(frame.file)} alt={frame.caption} width={375} height={812} data-testid={`frame-${mode}`} data-frame={frame.file} />
      </Screen>
      <Caption aria-live={playing ? 'off' : 'polite'} data-testid={`caption-${mode}`}>
        <Counter>
          {index + 1}/{count}
        </Counter>{' '}
        {frame.caption}
      </Caption>
      <Controls>
        <Button type="button" $variant="secondary" onClick={() => step(-1)} aria-label="Previous step">
          ‹
        </Button>
        <Button type="button" onClick={() => setPlaying((p) => !p)} aria-label={playing ? 'Pause' : 'Play'}>
          {playing ? 'Pause' : 'Play'}
        </Button>
        <Button type="button" $variant="secondary" onClick={() => step(1)} aria-label="Next step">
          ›
        </Button>
      </Controls>
      {/* The next frame loads while this one shows, so the animation never waits on the network. */}
      <Preload aria-hidden="true">{next && next !== frame && <img src={src(next.file)} alt="" />}</Preload>
    </Player>
  );
}

const Player = styled.figure`
  margin: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${tokens.spacing.sm};
  width: 100%;
  max-width: 300px;
`;

/** A phone's proportions; the frame scales down to the column it sits in. */
const Screen = styled.div`
  width: 100%;
  aspect-ratio: 375 / 812;
  max-height: 70vh;
  border: 6px solid #1b2a41;
  border-radius: 22px;
  overflow: hidden;
  background: #000;
  display: flex;
  justify-content: center;
  img {
    height: 100%;
    width: auto;
    max-width: 100%;
    object-fit: contain;
    display: block;
  }
`;

const Caption = styled.figcaption`
  min-height: 3.6em;
  text-align: center;
  font-size: ${tokens.fontSizes.md};
  color: ${tokens.colors.text};
`;

const Counter = styled.span`
  color: ${tokens.colors.textMuted};
  font-variant-numeric: tabular-nums;
`;

const Controls = styled.div`
  display: flex;
  gap: ${tokens.spacing.sm};
`;

const Preload = styled.div`
  display: none;
`;
