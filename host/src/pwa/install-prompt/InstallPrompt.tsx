import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Button, media } from '@bb/shared';
import { promptNativeInstall } from './before-install-prompt';
import { isInstallPromptDue, isRunningStandalone, readInstallPromptDate, storeInstallPromptDate } from './install-prompt-schedule';

export const INSTALL_PROMPT_TITLE = 'Add to home screen';
export const INSTALL_STEPS_ALERT = 'To add Diamond Dice to your home screen:\n1. Open the Share menu.\n2. Tap Add to Home Screen.';
export const DISMISS_LABEL = 'Not now';

// One line in the page's flow, above main: it pushes the page down instead of covering it, and on a phone it is a
// single row (title, Add, ✕) rather than a block of wrapped text and buttons.
const Card = styled.section`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.sm} ${theme.spacing.xs} ${theme.spacing.md}`};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Icon = styled.img`
  width: 32px;
  height: 32px;
  border-radius: ${({ theme }) => theme.radii.md};
  flex: none;
`;

const Text = styled.div`
  flex: 1 1 auto;
  min-width: 0;
  h2 {
    margin: 0;
    font: 600 ${({ theme }) => theme.fontSizes.md} ${({ theme }) => theme.fonts.body};
  }
  p {
    margin: 2px 0 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  /* A phone keeps the title only: the row stays one touch target high. */
  ${media.down('xs')} {
    p {
      display: none;
    }
  }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  flex: none;
`;

const Dismiss = styled(Button)`
  width: 44px;
  padding: 0;
  font-size: 20px;
`;

function initiallyVisible(): boolean {
  return !isRunningStandalone() && isInstallPromptDue(readInstallPromptDate());
}

/**
 * The add-to-home-screen prompt, on first visit and again once 90 or
 * more days have passed since the stored prompt date. Add opens the browser's
 * install dialog when it offers one, else an alert with the steps. The layout
 * keeps it off play screens (app/OffPlayScreens).
 */
export function InstallPrompt({ showAlert = (text: string) => window.alert(text) }: { showAlert?: (text: string) => void }) {
  const [visible, setVisible] = useState(initiallyVisible);

  // The stored date is the date it was prompted: seen once, it stays away for the next 90 days even if ignored,
  // instead of coming back on every visit until answered.
  useEffect(() => {
    if (visible) storeInstallPromptDate();
  }, [visible]);

  if (!visible) return null;

  const close = () => {
    storeInstallPromptDate();
    setVisible(false);
  };
  const add = async () => {
    close();
    const usedNative = await promptNativeInstall().catch(() => false);
    if (!usedNative) showAlert(INSTALL_STEPS_ALERT);
  };

  return (
    <Card aria-labelledby="install-prompt-title" data-testid="install-prompt">
      <Icon src="/icons/icon-192.png" alt="" width={40} height={40} />
      <Text>
        <h2 id="install-prompt-title">{INSTALL_PROMPT_TITLE}</h2>
        <p>Play Diamond Dice from your home screen.</p>
      </Text>
      <Actions>
        <Button onClick={() => void add()}>Add</Button>
        <Dismiss $variant="ghost" aria-label={DISMISS_LABEL} title={DISMISS_LABEL} onClick={close}>
          <span aria-hidden="true">✕</span>
        </Dismiss>
      </Actions>
    </Card>
  );
}
