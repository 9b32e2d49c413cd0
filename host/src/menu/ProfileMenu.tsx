import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { getAppConfig, getRole, useAuth, useT } from '@bb/shared';
import { FULL_MENU_LINKS, HOW_TO_VIDEOS_LINK, menuVariant } from './menu-items';
import { ProfileAvatar } from './ProfileAvatar';
import { logout } from './logout';
import { usePreferences } from './preferences';
import { useSupportChat } from './support-chat/support-chat-boot';

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

const Name = styled.strong`
  margin-bottom: 8px;
  font-size: 18px;
`;

const itemStyle = `
  display: flex;
  align-items: center;
  justify-content: space-between;
  width: min(360px, 100%);
  min-height: 48px;
  padding: 12px 16px;
  border: 0;
  border-radius: 10px;
  color: inherit;
  text-decoration: none;
  font: inherit;
  font-weight: 600;
  text-align: left;
  background: rgba(255, 255, 255, 0.06);
  cursor: pointer;
  &:hover,
  &:focus-visible {
    background: rgba(255, 255, 255, 0.14);
  }
  &:focus-visible {
    outline: 2px solid #f5c542;
  }
`;

const Item = styled(Link)`
  ${itemStyle}
`;

const DisabledItem = styled.span`
  ${itemStyle}
  cursor: not-allowed;
  opacity: 0.45;
  &:hover {
    background: rgba(255, 255, 255, 0.06);
  }
`;

const SwitchRow = styled.button`
  ${itemStyle}
`;

const SwitchState = styled.span<{ $on: boolean }>`
  min-width: 44px;
  padding: 2px 10px;
  border-radius: 999px;
  font-size: 13px;
  text-align: center;
  background: ${({ $on }) => ($on ? '#1e7e34' : 'rgba(255, 255, 255, 0.2)')};
`;

const LogoutButton = styled.button`
  ${itemStyle}
  justify-content: center;
  margin-top: 8px;
  background: #c8102e;
  &:hover,
  &:focus-visible {
    background: #a50d26;
  }
  &:disabled {
    opacity: 0.6;
    cursor: progress;
  }
`;

const Version = styled.p`
  margin-top: 16px;
  opacity: 0.7;
  font-size: 13px;
`;

function Switch({ label, on, onToggle, onText, offText }: { label: string; on: boolean; onToggle: () => void; onText: string; offText: string }) {
  return (
    <SwitchRow type="button" role="switch" aria-checked={on} aria-label={label} onClick={onToggle}>
      <span>{label}</span>
      <SwitchState $on={on} aria-hidden="true">
        {on ? onText : offText}
      </SwitchState>
    </SwitchRow>
  );
}

/** The full-screen profile menu: the user's links, sound and ratings toggles, logout. */
export function ProfileMenu({ onClose }: { onClose: () => void }) {
  const t = useT();
  const record = useAuth();
  const { pathname } = useLocation();
  const role = getRole(record);
  const variant = menuVariant(role, record !== null);
  const { soundOn, ratingsOn, setSound, setRatings, refresh } = usePreferences();
  const [loggingOut, setLoggingOut] = useState(false);
  const userId = record?.user?.id ?? null;
  const name = variant === 'guest' ? t('menu.guest') : `${record?.user?.firstName ?? ''} ${record?.user?.lastName ?? ''}`.trim();
  const profileDisabled = getAppConfig().environment === 'PREPROD';
  const serverUserId = variant === 'full' ? userId : null;

  useEffect(() => refresh(), [refresh]);
  // The support chat loads while the menu is open (production and preprod only).
  useSupportChat();

  const onLogout = async () => {
    if (userId === null) return;
    setLoggingOut(true);
    const done = await logout(userId, pathname);
    if (!done) setLoggingOut(false);
  };

  const sound = (
    <Switch label={t('menu.sound')} on={soundOn} onText={t('menu.on')} offText={t('menu.off')} onToggle={() => void setSound(serverUserId, !soundOn)} />
  );
  const myProfile = profileDisabled ? (
    <DisabledItem aria-disabled="true" role="link">
      {t('menu.myProfile')}
    </DisabledItem>
  ) : (
    <Item to="/profile" onClick={onClose}>
      {t('menu.myProfile')}
    </Item>
  );

  return (
    <Overlay aria-label="Profile menu" data-testid="profile-menu">
      <ProfileAvatar src={variant === 'guest' ? null : record?.user?.thumbnail_url} alt={t('menu.avatar')} />
      <Name>{name}</Name>
      {variant === 'guest' && (
        <>
          <Item to="/login" onClick={onClose}>
            {t('menu.login')}
          </Item>
          <Item to="/signup" onClick={onClose}>
            {t('menu.signup')}
          </Item>
        </>
      )}
      {variant === 'reduced' && (
        <>
          {myProfile}
          {sound}
        </>
      )}
      {variant === 'full' && (
        <>
          {myProfile}
          {FULL_MENU_LINKS.map((link) => (
            <Item key={link.to} to={link.to} onClick={onClose}>
              {t(link.label)}
            </Item>
          ))}
          {sound}
          {/* How To Videos opens in a new window, from the menu as from the header icon. */}
          <Item to={HOW_TO_VIDEOS_LINK.to} target="_blank" rel="noopener" onClick={onClose}>
            {t(HOW_TO_VIDEOS_LINK.label)}
          </Item>
          <Switch label={t('menu.ratings')} on={ratingsOn} onText={t('menu.on')} offText={t('menu.off')} onToggle={() => void setRatings(serverUserId, !ratingsOn)} />
        </>
      )}
      {variant !== 'guest' && userId !== null && (
        <LogoutButton type="button" onClick={() => void onLogout()} disabled={loggingOut}>
          {t('menu.logout')}
        </LogoutButton>
      )}
      <Version>{t('common.version', { version: getAppConfig().version })}</Version>
    </Overlay>
  );
}
