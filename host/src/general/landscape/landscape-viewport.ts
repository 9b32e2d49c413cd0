import { useEffect, useState } from 'react';

/** Landscape alert when the viewport height is under 400 px and below its width. */
export const LANDSCAPE_MAX_HEIGHT = 400;

export function isCrampedLandscape(width: number, height: number): boolean {
  return height < LANDSCAPE_MAX_HEIGHT && height < width;
}

/** Follows resizes and rotations. */
export function useCrampedLandscape(): boolean {
  const [cramped, setCramped] = useState(() => isCrampedLandscape(window.innerWidth, window.innerHeight));
  useEffect(() => {
    const update = () => setCramped(isCrampedLandscape(window.innerWidth, window.innerHeight));
    update();
    window.addEventListener('resize', update);
    window.addEventListener('orientationchange', update);
    return () => {
      window.removeEventListener('resize', update);
      window.removeEventListener('orientationchange', update);
    };
  }, []);
  return cramped;
}
