import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '@bb/shared';
import { promptNativeInstall } from './before-install-prompt';
import { isInstallPromptDue, isRunningStandalone, readInstallPromptDate, storeInstallPromptDate } from './install-prompt-schedule';

export const INSTALL_PROMPT_TITLE = 'Add to home screen';
export const INSTALL_STEPS_ALERT = 'To add Diamond Dice to your home screen:\n1. Open the Share menu.\n2. Tap Add to Home Screen.';

const Card = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Icon = styled.img`
  width: 40px;
  height: 40px;
  border-radius: ${({ theme }) => theme.radii.md};
  flex: none;
`;

const Text = styled.div`
  flex: 1 1 180px;
  min-width: 0;
  h2 {
    margin: 0;
    font: 600 ${({ theme }) => theme.fontSizes.lg} ${({ theme }) => theme.fonts.body};
  }
  p {
    margin: 2px 0 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

// On a phone the buttons wrap under the text, aligned right.
const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing.sm};
  flex: 1 0 auto;
`;

function initiallyVisible(): boolean {
  return !isRunningStandalone() && isInstallPromptDue(readInstallPromptDate());
}

/**
 * Spec §1: the add-to-home-screen prompt, on first visit and again once 90 or
 * more days have passed since the stored prompt date. Add opens the browser's
 * install dialog when it offers one, else an alert with the steps.
 */
export function InstallPrompt({ showAlert = (text: string) => window.alert(text) }: { showAlert?: (text: string) => void }) {
  const [visible, setVisible] = useState(initiallyVisible);
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
        <Button $variant="ghost" onClick={close}>
          Not now
        </Button>
      </Actions>
    </Card>
  );
}
