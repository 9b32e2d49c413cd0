import { useState } from 'react';
import styled from 'styled-components';
import { DefaultAvatarIcon } from './DefaultAvatarIcon';

const Circle = styled.div`
  width: 72px;
  height: 72px;
  border-radius: 50%;
  background: rgba(255, 255, 255, 0.15);
  display: grid;
  place-items: center;
  overflow: hidden;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** The user's picture, or the default icon when there is none or it fails to load. */
export function ProfileAvatar({ src, alt }: { src: string | null | undefined; alt: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = typeof src === 'string' && src.trim() !== '' && src !== failedSrc;
  return (
    <Circle data-testid="profile-avatar">
      {usable ? <img src={src} alt={alt} onError={() => setFailedSrc(src)} /> : <DefaultAvatarIcon />}
    </Circle>
  );
}
