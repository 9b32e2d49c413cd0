import type { MessageKey, Role } from '@bb/shared';

export type MenuVariant = 'full' | 'reduced' | 'guest';

/**
 * Which menu a user gets: the restricted type (GOTD guest, see shared's README) gets
 * only My Profile and Sound; guests without any record get Login and Sign Up.
 */
export function menuVariant(role: Role, hasRecord: boolean): MenuVariant {
  if (role === 'GOTD_GUEST') return 'reduced';
  if (role === 'GUEST' || !hasRecord) return 'guest';
  return 'full';
}

export interface MenuLink {
  to: string;
  label: MessageKey;
  newWindow?: boolean;
}

/** Full-menu links after My Profile; Sound and the ratings toggle are rendered as switches. */
export const FULL_MENU_LINKS: readonly MenuLink[] = [
  { to: '/favorites', label: 'menu.favorite' },
  { to: '/game/history', label: 'menu.gameHistory' },
  { to: '/payment', label: 'menu.subscription' },
];

export const HOW_TO_VIDEOS_LINK: MenuLink = { to: '/howToVideos', label: 'menu.howToVideos' };
