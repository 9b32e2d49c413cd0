import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { getAppConfig, isLoggedIn, useAuth } from '@bb/shared';
import { DefaultAvatarIcon } from './DefaultAvatarIcon';

const Overlay = styled.nav`
  position: fixed;
  inset: 64px 0 0 0;
  z-index: 30;
  overflow-y: auto;
  padding: 24px 16px;
  background: ${({ theme }) => theme.colors.headerBackground};
  color: ${({ theme }) => theme.colors.headerText};
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
`;

const Avatar = styled.div`
  width: 72px;
  height: 72px;
  border-radius: 50%;
  background: rgba(255, 255, 255, 0.15);
  display: grid;
  place-items: center;
  overflow: hidden;
`;

const Item = styled(Link)`
  width: min(360px, 100%);
  padding: 14px 16px;
  border-radius: 10px;
  color: inherit;
  text-decoration: none;
  font-weight: 600;
  background: rgba(255, 255, 255, 0.06);
  &:hover,
  &:focus-visible {
    background: rgba(255, 255, 255, 0.14);
  }
`;

const Version = styled.p`
  margin-top: 16px;
  opacity: 0.7;
  font-size: 13px;
`;

const ITEMS = [
  { to: '/profile', label: 'My Profile' },
  { to: '/favorites', label: 'Favorite' },
  { to: '/game/history', label: 'Game History' },
  { to: '/payment', label: 'Subscription' },
  { to: '/leaderboard', label: 'GOTD Leaderboard' },
  { to: '/howToVideos', label: 'How To Videos' },
];

/** The full-screen profile menu (issue 5 completes its behaviour). */
export function ProfileMenu({ onClose }: { onClose: () => void }) {
  const auth = useAuth();
  const name = isLoggedIn(auth) ? `${auth?.user.firstName ?? ''} ${auth?.user.lastName ?? ''}`.trim() : 'Guest';
  return (
    <Overlay aria-label="Profile menu" data-testid="profile-menu">
      <Avatar aria-hidden="true">
        <DefaultAvatarIcon />
      </Avatar>
      <strong>{name}</strong>
      {ITEMS.map((item) => (
        <Item key={item.to} to={item.to} onClick={onClose}>
          {item.label}
        </Item>
      ))}
      <Version>Version {getAppConfig().version}</Version>
    </Overlay>
  );
}
