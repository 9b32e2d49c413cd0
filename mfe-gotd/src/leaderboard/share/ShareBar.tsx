import { useState, type RefObject } from 'react';
import styled, { css } from 'styled-components';
import { TOUCH_TARGET_PX, toast, tokens } from '@bb/shared';
import { leaderboardMessages } from '../leaderboard-messages';
import { copyText as copyToClipboard } from './copy-text';
import { downloadBoardPicture } from './download-board';
import { facebookShareUrl, twitterShareUrl } from './share-links';

const Bar = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${tokens.spacing.sm};
  color: ${tokens.colors.textMuted};
  font-size: ${tokens.fontSizes.md};
`;

const actionStyle = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${TOUCH_TARGET_PX}px;
  height: ${TOUCH_TARGET_PX}px;
  border-radius: 50%;
  border: 1px solid ${tokens.colors.border};
  background: ${tokens.colors.surface};
  color: ${tokens.colors.text};
  cursor: pointer;
  padding: 0;
  &:hover { border-color: ${tokens.colors.primary}; }
  &:focus-visible { outline: 3px solid ${tokens.colors.focus}; outline-offset: 2px; }
  &:disabled { opacity: 0.5; cursor: progress; }
`;

const Action = styled.a`
  ${actionStyle}
`;

const ActionButton = styled.button`
  ${actionStyle}
`;

const ICONS = {
  twitter: 'M18.2 3h3.3l-7.2 8.2L22.8 21h-6.6l-5.2-6.8L5 21H1.7l7.7-8.8L1.3 3h6.8l4.7 6.2L18.2 3Zm-1.2 16h1.8L7.1 4.9H5.1L17 19Z',
  facebook: 'M14 8h3V4h-3c-2.8 0-4 1.7-4 4.3V10H7v4h3v8h4v-8h3l1-4h-4V8.6c0-.4.2-.6.6-.6Z',
  link: 'M10.6 13.4a1 1 0 0 1 0-1.4l3.5-3.5a3 3 0 1 1 4.2 4.2l-2 2-1.4-1.4 2-2a1 1 0 0 0-1.4-1.4L12 13.4a1 1 0 0 1-1.4 0ZM13.4 10.6a1 1 0 0 1 0 1.4l-3.5 3.5a3 3 0 1 1-4.2-4.2l2-2 1.4 1.4-2 2a1 1 0 0 0 1.4 1.4L12 10.6a1 1 0 0 1 1.4 0Z',
  download: 'M11 4h2v8l3-3 1.4 1.4L12 15.8l-5.4-5.4L8 9l3 3V4ZM5 18h14v2H5v-2Z',
};

function Icon({ d }: { d: string }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={d} fill="currentColor" />
    </svg>
  );
}

export interface ShareBarProps {
  /** The board's address (the current leaderboard URL with its selection). */
  url: string;
  /** The element drawn into the downloaded picture. */
  boardRef: RefObject<HTMLElement | null>;
  copyText?: (text: string) => Promise<void>;
  download?: (element: HTMLElement) => Promise<void>;
}

export function ShareBar({ url, boardRef, copyText = copyToClipboard, download = downloadBoardPicture }: ShareBarProps) {
  const t = leaderboardMessages.useT();
  const [busy, setBusy] = useState(false);

  const copy = async () => {
    try {
      await copyText(url);
      toast.success(t('copied'));
    } catch (error) {
      console.error(error);
    }
  };
  const save = async () => {
    if (!boardRef.current) return;
    setBusy(true);
    try {
      await download(boardRef.current);
    } catch (error) {
      console.error(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Bar data-html2canvas-ignore="true">
      <span>{t('shareOn')}</span>
      <Action href={twitterShareUrl(url, t('shareText'))} target="_blank" rel="noopener noreferrer" aria-label={t('twitter')} title={t('twitter')}>
        <Icon d={ICONS.twitter} />
      </Action>
      <Action href={facebookShareUrl(url)} target="_blank" rel="noopener noreferrer" aria-label={t('facebook')} title={t('facebook')}>
        <Icon d={ICONS.facebook} />
      </Action>
      <ActionButton type="button" onClick={copy} aria-label={t('copyLink')} title={t('copyLink')}>
        <Icon d={ICONS.link} />
      </ActionButton>
      <ActionButton type="button" onClick={save} disabled={busy} aria-label={t('download')} title={t('download')}>
        <Icon d={ICONS.download} />
      </ActionButton>
    </Bar>
  );
}
