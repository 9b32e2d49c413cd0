import { useEffect, useState } from 'react';
import { getAppConfig, type Environment } from '@bb/shared';
import { resolveSupportChat, type SupportChatAdapter } from './support-chat-adapter';

/** The chat widget boots this long after the menu opened. */
export const SUPPORT_CHAT_BOOT_DELAY_MS = 2000;

const CHAT_ENVIRONMENTS: readonly Environment[] = ['PRODUCTION', 'PREPROD'];

export function supportChatEnabled(environment: Environment): boolean {
  return CHAT_ENVIRONMENTS.includes(environment);
}

/**
 * Boots the chat 2000 ms after the menu opened, only in production or preprod.
 * Returns the cleanup: cancels a pending boot, or shuts a booted widget down.
 */
export function scheduleSupportChatBoot(adapter: SupportChatAdapter, environment: Environment): () => void {
  if (!supportChatEnabled(environment)) return () => undefined;
  let booted = false;
  const timer = setTimeout(() => {
    booted = true;
    adapter.boot();
  }, SUPPORT_CHAT_BOOT_DELAY_MS);
  return () => {
    clearTimeout(timer);
    if (booted) adapter.shutdown();
  };
}

/** While the profile menu is mounted (open), the support chat boots after the delay. */
export function useSupportChat(override?: SupportChatAdapter): void {
  // Resolved once per open menu so re-renders do not restart the delay.
  const [adapter] = useState(() => override ?? resolveSupportChat());
  useEffect(() => scheduleSupportChatBoot(adapter, getAppConfig().environment), [adapter]);
}
