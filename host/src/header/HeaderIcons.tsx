import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { TOUCH_TARGET_PX, media, useT } from '@bb/shared';
import { useUnreadNotifications } from '../realtime/unread-notifications';

const Icons = styled.nav`
  display: flex;
  align-items: center;
  gap: 0;
  ${media.up('xs')} {
    gap: 4px;
  }
`;

// A full 44 px square on phones too: the header's gaps shrink instead (see Header's Bar).
const iconButton = `
  position: relative;
  flex: none;
  width: ${TOUCH_TARGET_PX}px;
  height: ${TOUCH_TARGET_PX}px;
  display: grid;
  place-items: center;
  border-radius: 8px;
  color: inherit;
  text-decoration: none;
  &:hover {
    background: rgba(255, 255, 255, 0.12);
  }
  &:focus-visible {
    outline: 2px solid #f5c542;
  }
`;

const IconLink = styled(Link)`
  ${iconButton}
`;

const Badge = styled.span`
  position: absolute;
  top: 2px;
  right: 0;
  min-width: 16px;
  height: 16px;
  padding: 0 4px;
  border-radius: 8px;
  background: #c8102e;
  color: #fff;
  font-size: 10px;
  font-weight: 700;
  line-height: 16px;
  text-align: center;
`;

function Svg({ children }: { children: ReactNode }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      {children}
    </svg>
  );
}

const TodayIcon = () => (
  <Svg>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M2 12h2M20 12h2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </Svg>
);
const TrophyIcon = () => (
  <Svg>
    <path d="M8 21h8M12 17v4M7 4h10v5a5 5 0 0 1-10 0z" />
    <path d="M17 5h3v2a3 3 0 0 1-3 3M7 5H4v2a3 3 0 0 0 3 3" />
  </Svg>
);
const VideoIcon = () => (
  <Svg>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m10 9 5 3-5 3z" />
  </Svg>
);
const CalendarIcon = () => (
  <Svg>
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M3 10h18M8 3v4M16 3v4" />
  </Svg>
);
const BellIcon = () => (
  <Svg>
    <path d="M6 9a6 6 0 0 1 12 0c0 6 2 7 2 7H4s2-1 2-7" />
    <path d="M10 20a2 2 0 0 0 4 0" />
  </Svg>
);

/** Header icons for logged-in users; guests never see them. */
export function HeaderIcons() {
  const t = useT();
  const unread = useUnreadNotifications();
  const notificationsLabel = unread > 0 ? `${t('header.notifications')}, ${t('header.unreadNotifications', { count: unread })}` : t('header.notifications');
  return (
    <Icons aria-label="Quick links" data-testid="header-icons">
      <IconLink to="/today" aria-label={t('header.today')} title={t('header.today')}>
        <TodayIcon />
      </IconLink>
      <IconLink to="/leaderboard" aria-label={t('header.leaderboard')} title={t('header.leaderboard')}>
        <TrophyIcon />
      </IconLink>
      <IconLink to="/howToVideos" target="_blank" rel="noopener" aria-label={t('header.howToVideos')} title={t('header.howToVideos')}>
        <VideoIcon />
      </IconLink>
      <IconLink to="/league-calendar" aria-label={t('header.calendar')} title={t('header.calendar')}>
        <CalendarIcon />
      </IconLink>
      <IconLink to="/notifications" aria-label={notificationsLabel} title={t('header.notifications')}>
        <BellIcon />
        {unread > 0 && <Badge aria-hidden="true">{unread > 99 ? '99+' : unread}</Badge>}
      </IconLink>
    </Icons>
  );
}
