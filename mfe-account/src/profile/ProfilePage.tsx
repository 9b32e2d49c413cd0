import { useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import { Button, Card, PageTitle, Spinner, media, notifyError, type UserProfile, tokens } from '@bb/shared';
import { AvatarUpload } from './AvatarUpload';
import { ChangePasswordForm } from './ChangePasswordForm';
import { FavoritePlayersSummary } from './FavoritePlayersSummary';
import { PasswordSummary } from './PasswordSummary';
import { ProfileForm } from './ProfileForm';
import { fetchProfile } from './profile-api';
import { profileMessages } from './profile-messages';
import { commonMessages } from '../common/common-messages';
import { AccountPage } from '../common/AccountPage';

// Phones read top to bottom: picture, settings, password, favorites (the DOM order, so focus
// follows it). From md up the picture and the favorites form a narrow column beside the forms.
const Layout = styled.div`
  display: grid;
  gap: ${tokens.spacing.md};
  grid-template-columns: minmax(0, 1fr);
  ${media.up('md')} {
    grid-template-columns: 300px minmax(0, 1fr);
    grid-template-areas:
      'avatar settings'
      'favorites settings'
      'favorites password';
    grid-template-rows: auto auto 1fr;
    align-items: start;
    gap: ${tokens.spacing.lg};
  }
`;

const SectionTitle = styled.h2`
  margin: 0 0 ${tokens.spacing.md};
  font-family: ${tokens.fonts.heading};
  font-size: ${tokens.fontSizes.lg};
`;

const Panel = styled(Card)<{ $area?: string }>`
  ${media.up('md')} {
    grid-area: ${(p) => p.$area ?? 'auto'};
  }
  ${media.up('tablet')} {
    padding: ${tokens.spacing.lg};
  }
`;

type Load = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; profile: UserProfile };

export default function ProfilePage() {
  const m = profileMessages.useT();
  const c = commonMessages.useT();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setLoad({ status: 'loading' });
    fetchProfile().then(
      (profile) => live && setLoad({ status: 'ready', profile }),
      (error: unknown) => {
        notifyError(error);
        if (live) setLoad({ status: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  const onSaved = useCallback((profile: UserProfile) => setLoad({ status: 'ready', profile }), []);

  return (
    <AccountPage>
      <PageTitle>{m('title')}</PageTitle>
      {load.status === 'loading' ? <Spinner /> : null}
      {load.status === 'failed' ? (
        <Panel role="alert">
          <p>{m('loadFailed')}</p>
          <Button onClick={() => setAttempt((n) => n + 1)}>{c('retry')}</Button>
        </Panel>
      ) : null}
      {load.status === 'ready' ? (
        <Layout>
          <Panel $area="avatar" aria-label={m('avatar')}>
            <AvatarUpload />
          </Panel>
          <Panel $area="settings" aria-labelledby="profile-settings">
            <SectionTitle id="profile-settings">{m('settings')}</SectionTitle>
            {/* Keyed by the saved profile so the form starts from what the server now holds. */}
            <ProfileForm key={JSON.stringify(load.profile)} profile={load.profile} onSaved={onSaved} passwordSlot={<PasswordSummary />} />
          </Panel>
          <Panel $area="password" aria-labelledby="profile-change-password">
            <SectionTitle id="profile-change-password">{m('changePassword')}</SectionTitle>
            <ChangePasswordForm />
          </Panel>
          <Panel $area="favorites" aria-labelledby="profile-favorite-players">
            <SectionTitle id="profile-favorite-players">{m('favoritePlayers')}</SectionTitle>
            <FavoritePlayersSummary />
          </Panel>
        </Layout>
      ) : null}
    </AccountPage>
  );
}
