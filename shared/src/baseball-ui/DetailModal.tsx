import { useEffect, useId, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '../theme/themes';
import { baseballMessages } from './messages';
import { tokens } from '../theme/theme-vars';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 50;
  display: flex;
  align-items: flex-start;
  justify-content: center;
  background: rgba(10, 16, 32, 0.6);
  ${media.up('tablet')} {
    padding: ${tokens.spacing.xl} ${tokens.spacing.md};
  }
`;
/** Full screen on phones; on larger screens at least the spec's 768 px logged-in modal width. */
const Dialog = styled.div`
  width: 100%;
  height: 100%;
  overflow-y: auto;
  background: ${tokens.colors.background};
  color: ${tokens.colors.text};
  padding: ${tokens.spacing.md};
  ${media.up('tablet')} {
    width: min(960px, 100%);
    min-width: 768px;
    height: auto;
    max-height: calc(100vh - 64px);
    border-radius: ${tokens.radii.lg};
    padding: ${tokens.spacing.lg};
  }
`;
const Head = styled.header`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${tokens.spacing.md};
  margin-bottom: ${tokens.spacing.md};
  h2 {
    margin: 0;
    font-family: ${tokens.fonts.heading};
    font-size: ${tokens.fontSizes.xl};
  }
  p {
    margin: 4px 0 0;
    color: ${tokens.colors.textMuted};
  }
`;
const Close = styled.button`
  flex: 0 0 auto;
  width: 44px;
  height: 44px;
  border: 1px solid ${tokens.colors.border};
  border-radius: 50%;
  background: ${tokens.colors.surface};
  color: ${tokens.colors.text};
  font-size: 22px;
  line-height: 1;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${tokens.colors.focus};
  }
`;

/** The frame of the player and team detail modals: Escape, the backdrop and × close it. */
export function DetailModal({ title, subtitle, onClose, children }: { title: string; subtitle?: string; onClose: () => void; children: ReactNode }) {
  const t = baseballMessages.useT();
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, [onClose]);
  return (
    <Backdrop onClick={(event) => event.target === event.currentTarget && onClose()}>
      <Dialog role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <Head>
          <div>
            <h2 id={titleId}>{title}</h2>
            {subtitle ? <p>{subtitle}</p> : null}
          </div>
          <Close ref={closeRef} onClick={onClose} aria-label={t('close')}>
            ×
          </Close>
        </Head>
        {children}
      </Dialog>
    </Backdrop>
  );
}
