import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { getRole, isLoggedIn, media, useAuth, useT } from '@bb/shared';
import { ProfileMenu } from '../menu/ProfileMenu';
import { useMenuStore } from '../menu/menu-store';
import { Logo } from './Logo';
import { HeaderIcons } from './HeaderIcons';
import { HeaderSearch } from '../search/HeaderSearch';
import { isSearchHidden } from '../search/search-visibility';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 20;
  height: 64px;
  display: flex;
  align-items: center;
  gap: 6px;
  padding: 0 8px 0 12px;
  @media (min-width: 480px) {
    gap: 12px;
    padding: 0 16px;
  }
  background: ${({ theme }) => theme.colors.headerBackground};
  color: ${({ theme }) => theme.colors.headerText};
  box-shadow: 0 1px 0 rgba(255, 255, 255, 0.08);
`;

const Brand = styled(Link)`
  display: flex;
  align-items: center;
  gap: 8px;
  color: inherit;
  text-decoration: none;
  font-weight: 700;
  font-size: 16px;
  letter-spacing: 0.02em;
  white-space: nowrap;
  @media (min-width: 480px) {
    font-size: 18px;
  }
`;

/** With the logged-in icons a phone has no room for the name; the logo stays. */
const BrandName = styled.span<{ $compact: boolean }>`
  display: ${({ $compact }) => ($compact ? 'none' : 'inline')};
  ${media.up('xs')} {
    display: inline;
  }
`;

const Spacer = styled.div`
  flex: 1;
  min-width: 0;
`;

const HeaderLink = styled(Link)`
  color: inherit;
  text-decoration: none;
  padding: 6px 10px;
  border-radius: 8px;
  border: 1px solid rgba(255, 255, 255, 0.35);
  font-weight: 600;
  font-size: 13px;
  white-space: nowrap;
  @media (min-width: 480px) {
    padding: 8px 12px;
    font-size: 14px;
  }
`;

const MenuButton = styled.button`
  flex: none;
  width: 40px;
  height: 40px;
  border: 0;
  border-radius: 8px;
  background: transparent;
  color: inherit;
  cursor: pointer;
  font-size: 22px;
  &:focus-visible {
    outline: 2px solid #f5c542;
  }
`;

export function Header() {
  const t = useT();
  const auth = useAuth();
  const { pathname } = useLocation();
  const menuOpen = useMenuStore((state) => state.open);
  const toggleMenu = useMenuStore((state) => state.toggle);
  const closeMenu = useMenuStore((state) => state.close);

  // Any navigation closes the overlay.
  useEffect(() => closeMenu(), [pathname, closeMenu]);
  const guest = !isLoggedIn(auth);
  const role = getRole(auth);
  // GOTD guests may hold a key but are guests for the header icons (spec §6).
  const showIcons = !guest && role !== 'GOTD_GUEST';
  const onExperiences = pathname === '/' || pathname.startsWith('/experiences');
  const showSearch = !isSearchHidden(pathname);

  return (
    <Bar>
      <Brand to="/experiences/new" aria-label={t('header.home')}>
        <Logo />
        <BrandName $compact={showIcons}>Diamond Dice</BrandName>
      </Brand>
      <Spacer />
      {showSearch && <HeaderSearch />}
      {showIcons && <HeaderIcons />}
      {guest && onExperiences && (
        <>
          <HeaderLink to="/login">Login</HeaderLink>
          <HeaderLink to="/signup">Signup</HeaderLink>
        </>
      )}
      <MenuButton
        type="button"
        aria-label={menuOpen ? t('header.closeMenu') : t('header.openMenu')}
        aria-expanded={menuOpen}
        onClick={toggleMenu}
      >
        {menuOpen ? '✕' : '☰'}
      </MenuButton>
      {menuOpen && <ProfileMenu onClose={closeMenu} />}
    </Bar>
  );
}
