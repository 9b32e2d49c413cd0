import { useEffect } from 'react';
import styled from 'styled-components';
import { navigateTo } from '../navigation/navigator';
import { toast, type Toast, type ToastAction, type ToastType } from './toast-bus';
import { useToasts } from './use-toasts';

const FALLBACK_COLOURS: Record<ToastType, string> = {
  success: '#1e7e34',
  error: '#c62828',
  warn: '#b26a00',
  info: '#1f4e8c',
};

const Region = styled.div`
  position: fixed;
  top: 16px;
  left: 50%;
  transform: translateX(-50%);
  z-index: 10000;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  width: min(92vw, 480px);
  pointer-events: none;
`;

const Item = styled.div<{ $bg: string; $closable: boolean }>`
  pointer-events: auto;
  width: 100%;
  box-sizing: border-box;
  padding: 12px 16px;
  border-radius: 8px;
  color: #fff;
  background: ${(p) => p.$bg};
  box-shadow: 0 4px 12px rgba(0, 0, 0, 0.25);
  font-size: 14px;
  line-height: 1.4;
  cursor: ${(p) => (p.$closable ? 'pointer' : 'default')};
  &:focus-visible {
    outline: 3px solid #ffd54f;
    outline-offset: 2px;
  }
`;

const Action = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  margin-left: 12px;
  padding: 0 4px;
  color: inherit;
  font-weight: 700;
  text-decoration: underline;
  &:focus-visible {
    outline: 3px solid #ffd54f;
  }
`;

/** The toast's link: opened in place through the app's router; the toast goes with it. */
function ToastLink({ id, action: { label, href } }: { id: number; action: ToastAction }) {
  return (
    <Action
      href={href}
      onClick={(event) => {
        event.preventDefault();
        event.stopPropagation();
        toast.dismiss(id);
        navigateTo(href);
      }}
      // Enter on the link opens it; it must not reach the toast's own key handler (which only closes).
      onKeyDown={(event) => event.stopPropagation()}
    >
      {label}
    </Action>
  );
}

function colourOf(item: Toast): string {
  return item.colour ?? FALLBACK_COLOURS[item.type];
}

/** Renders the toast bus top-center; mount once in the host shell. */
export function ToastViewport() {
  const toasts = useToasts();
  // Toasts kept across the reload that started this page show once the viewport is there to show them.
  useEffect(() => toast.showPending(), []);
  return (
    <Region role="status" aria-live="polite" data-testid="toast-viewport">
      {toasts.map((item) => {
        const closable = !item.persistent;
        const close = closable ? () => toast.dismiss(item.id) : undefined;
        return (
          <Item
            key={item.id}
            data-type={item.type}
            data-persistent={item.persistent ? 'true' : undefined}
            $bg={colourOf(item)}
            $closable={closable}
            role={item.type === 'error' ? 'alert' : undefined}
            tabIndex={closable ? 0 : undefined}
            onClick={close}
            onKeyDown={
              closable
                ? (e) => {
                    if (e.key === 'Enter' || e.key === ' ' || e.key === 'Escape') toast.dismiss(item.id);
                  }
                : undefined
            }
          >
            {item.action ? (
              <>
                <span>{item.message}</span>
                <ToastLink id={item.id} action={item.action} />
              </>
            ) : (
              item.message
            )}
          </Item>
        );
      })}
    </Region>
  );
}
