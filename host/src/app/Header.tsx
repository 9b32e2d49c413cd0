import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { HOME_PATH, TOUCH_TARGET_PX, getRole, isLoggedIn, media, useAuth, useGameHeader, useT } from '@bb/shared';
import { ProfileMenu } from '../menu/ProfileMenu';
import { useMenuStore } from '../menu/menu-store';
import { Logo } from '../header/Logo';
import { HeaderIcons } from '../header/HeaderIcons';
import { HeaderSearch } from '../search/HeaderSearch';
import { isSearchHidden } from '../search/search-visibility';
import { ExitConfirm } from '../header/ExitConfirm';
import { isGameScreen, isPlayScreen, pregameSummaryLogoTarget } from '../header/game-screens';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 20;
  height: 64px;
  display: flex;
  align-items: center;
  /* Logo, search, five icons and the menu are 44 px squares each: on a 375 px phone only the gaps can give. */
  gap: 2px;
  padding: 0 4px;
  @media (min-width: 480px) {
    gap: 12px;
    padding: 0 16px;
  }
  background: ${({ theme }) => theme.colors.headerBackground};
  color: ${({ theme }) => theme.colors.headerText};
  box-shadow: 0 1px 0 rgba(255, 255, 255, 0.08);
`;

const brandStyle = css`
  display: flex;
  align-items: center;
  justify-content: center;
  min-width: ${TOUCH_TARGET_PX}px;
  min-height: ${TOUCH_TARGET_PX}px;
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

const Brand = styled(Link)`
  ${brandStyle}
`;

/** On game screens the logo asks before leaving, so it is a button. */
const BrandButton = styled.button`
  ${brandStyle}
  border: 0;
  padding: 0;
  background: transparent;
  font-family: inherit;
  cursor: pointer;
  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
`;

/** The LIVE or Replay marker of a game screen. */
const Marker = styled.span<{ $live: boolean }>`
  flex: none;
  padding: 2px 8px;
  border-radius: 999px;
  font-size: 12px;
  font-weight: 700;
  letter-spacing: 0.06em;
  color: #fff;
  background: ${({ $live }) => ($live ? '#c8102e' : '#5a6b85')};
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
  /* Logo, name, Login, Signup and the menu share 375 px without pushing the page sideways. */
  display: inline-flex;
  align-items: center;
  min-height: ${TOUCH_TARGET_PX}px;
  padding: 0 8px;
  border-radius: 8px;
  border: 1px solid rgba(255, 255, 255, 0.35);
  font-weight: 600;
  font-size: 13px;
  white-space: nowrap;
  @media (min-width: 480px) {
    padding: 0 12px;
    font-size: 14px;
  }
`;

const MenuButton = styled.button`
  flex: none;
  width: ${TOUCH_TARGET_PX}px;
  height: ${TOUCH_TARGET_PX}px;
  border: 0;
  border-radius: 8px;
  background: transparent;
  color: inherit;
  cursor: pointer;
  font-size: 22px;
  &:focus-visible {
    outline: 2px solid #f5c542;
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
`;

export function Header() {
  const t = useT();
  const auth = useAuth();
  const { pathname } = useLocation();
  const menuOpen = useMenuStore((state) => state.open);
  const toggleMenu = useMenuStore((state) => state.toggle);
  const closeMenu = useMenuStore((state) => state.close);
  const navigate = useNavigate();
  const game = useGameHeader();
  const [exitOpen, setExitOpen] = useState(false);

  // Any navigation closes the overlay and the exit prompt.
  useEffect(() => {
    closeMenu();
    setExitOpen(false);
  }, [pathname, closeMenu]);

  // Play screens hide the header.
  if (isPlayScreen(pathname)) return null;

  const gameScreen = isGameScreen(pathname);
  // While a dice roll waits for the user's own side, leaving is not offered.
  const leaveDisabled = gameScreen && game.dicePendingOwnTurn;
  const logoTarget = pregameSummaryLogoTarget(pathname) ?? HOME_PATH;
  const confirmExit = () => {
    setExitOpen(false);
    navigate(HOME_PATH);
  };
  // On game screens the menu button is an exit: with a game running (a LIVE or Replay marker
  // set by the gameplay remote) it asks first, otherwise (setup, no game yet) it goes home.
  const onExitButton = () => (game.mode !== null ? setExitOpen(true) : navigate(HOME_PATH));
  const guest = !isLoggedIn(auth);
  const role = getRole(auth);
  // GOTD guests may hold a key but are guests for the header icons (hidden for guests).
  const showIcons = !guest && role !== 'GOTD_GUEST';
  const onExperiences = pathname === '/' || pathname.startsWith('/experiences');
  const showSearch = !isSearchHidden(pathname);

  return (
    <Bar>
      {gameScreen ? (
        <BrandButton type="button" aria-label={`Diamond Dice ${t('header.home')}`} disabled={leaveDisabled} onClick={() => setExitOpen(true)}>
          <Logo />
          <BrandName $compact={showIcons}>Diamond Dice</BrandName>
        </BrandButton>
      ) : (
        <Brand to={logoTarget} aria-label={`Diamond Dice ${t('header.home')}`}>
          <Logo />
          <BrandName $compact={showIcons}>Diamond Dice</BrandName>
        </Brand>
      )}
      {gameScreen && game.mode && (
        <Marker $live={game.mode === 'LIVE'} data-testid="game-mode-marker">
          {game.mode === 'LIVE' ? t('gameHeader.live') : t('gameHeader.replay')}
        </Marker>
      )}
      <Spacer />
      {showSearch && <HeaderSearch />}
      {showIcons && <HeaderIcons />}
      {guest && onExperiences && (
        <>
          <HeaderLink to="/login">Login</HeaderLink>
          <HeaderLink to="/signup">Signup</HeaderLink>
        </>
      )}
      {gameScreen ? (
        <MenuButton type="button" aria-label={t('gameHeader.exitGame')} disabled={leaveDisabled} onClick={onExitButton}>
          ✕
        </MenuButton>
      ) : (
        <MenuButton
          type="button"
          aria-label={menuOpen ? t('header.closeMenu') : t('header.openMenu')}
          aria-expanded={menuOpen}
          onClick={toggleMenu}
        >
          {menuOpen ? '✕' : '☰'}
        </MenuButton>
      )}
      {menuOpen && !gameScreen && <ProfileMenu onClose={closeMenu} />}
      {exitOpen && <ExitConfirm onConfirm={confirmExit} onCancel={() => setExitOpen(false)} />}
    </Bar>
  );
}
