import { useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, authBus, notifyError, toast, useAuth, tokens } from '@bb/shared';
import { FieldError } from '../forms/TextField';
import { imageFile } from '../forms/validation';
import { uploadAvatar } from './profile-api';
import { profileMessages } from './profile-messages';

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${tokens.spacing.sm};
  text-align: center;
`;

const Picture = styled.div`
  width: 112px;
  height: 112px;
  border-radius: 50%;
  overflow: hidden;
  display: grid;
  place-items: center;
  background: ${tokens.colors.headerBackground};
  color: ${tokens.colors.headerText};
  font: 600 40px ${tokens.fonts.heading};
  & img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Name = styled.p`
  margin: 0;
  font-weight: 700;
  font-size: ${tokens.fontSizes.lg};
`;

const Hint = styled.p`
  margin: 0;
  color: ${tokens.colors.textMuted};
  font-size: ${tokens.fontSizes.sm};
`;

const initials = (first: string, last: string, username: string) => `${first.charAt(0)}${last.charAt(0)}`.toUpperCase() || username.charAt(0).toUpperCase();

/** The avatar with its upload: checked under 5 MB here, sniffed as an image by the server. */
export function AvatarUpload() {
  const m = profileMessages.useT();
  const record = useAuth();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [broken, setBroken] = useState<string | null>(null);
  const user = record?.user;
  if (!user) return null;
  const url = user.thumbnail_url && user.thumbnail_url !== broken ? user.thumbnail_url : null;

  const onFile = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    const invalid = imageFile(file);
    setError(invalid);
    if (invalid || !file) return;
    setBusy(true);
    try {
      const thumbnail = await uploadAvatar(file);
      const current = authBus.getState();
      if (current) authBus.login({ ...current, user: { ...current.user, thumbnail_url: thumbnail } });
      toast.success(m('photoUpdated'));
    } catch (err) {
      notifyError(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Wrap>
      <Picture aria-label={m('avatar')} role="img">
        {url ? <img src={url} alt="" onError={() => setBroken(url)} /> : initials(user.firstName ?? '', user.lastName ?? '', user.username ?? '')}
      </Picture>
      <Name>{`${user.firstName ?? ''} ${user.lastName ?? ''}`.trim() || user.username}</Name>
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/gif,image/webp"
        hidden
        data-testid="avatar-input"
        onChange={(event) => void onFile(event.target.files?.[0])}
      />
      <Button $variant="secondary" onClick={() => input.current?.click()} disabled={busy}>
        {busy ? m('uploading') : m('changePhoto')}
      </Button>
      <Hint>{m('photoHint')}</Hint>
      {error ? <FieldError role="alert">{error}</FieldError> : null}
    </Wrap>
  );
}
