/**
 * The customer-support chat widget of the profile menu (booted 2000 ms after it opens) behind
 * an interface: no vendor is named, so the default does nothing and a real adapter exists only
 * when a deploy configures one on the page (window.SUPPORT_CHAT_APP_ID, optionally
 * window.SUPPORT_CHAT_SCRIPT_URL for the vendor's loader, which must expose window.SupportChat).
 */
export interface SupportChatAdapter {
  boot(): void;
  shutdown(): void;
}

export const noopSupportChat: SupportChatAdapter = {
  boot: () => undefined,
  shutdown: () => undefined,
};

interface SupportChatGlobal {
  boot?(options: { app_id: string }): void;
  shutdown?(): void;
}

interface SupportChatWindow {
  SUPPORT_CHAT_APP_ID?: unknown;
  SUPPORT_CHAT_SCRIPT_URL?: unknown;
  SupportChat?: SupportChatGlobal;
}

/** Loads the configured vendor script once, then boots it with the app id. */
export function createScriptSupportChat(appId: string, scriptUrl: string | null, win: Window = window): SupportChatAdapter {
  const w = win as unknown as SupportChatWindow;
  let loading: Promise<void> | null = null;
  const load = (): Promise<void> => {
    if (!scriptUrl || w.SupportChat) return Promise.resolve();
    loading ??= new Promise<void>((resolve, reject) => {
      const script = win.document.createElement('script');
      script.src = scriptUrl;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => reject(new Error('support chat script failed to load'));
      win.document.head.appendChild(script);
    });
    return loading;
  };
  return {
    boot: () => {
      load()
        .then(() => w.SupportChat?.boot?.({ app_id: appId }))
        .catch(() => undefined); // a chat widget that fails to load must not disturb the app
    },
    shutdown: () => w.SupportChat?.shutdown?.(),
  };
}

/** The adapter this page is configured for: a real one only with an app id. */
export function resolveSupportChat(win: Window = window): SupportChatAdapter {
  const w = win as unknown as SupportChatWindow;
  const appId = typeof w.SUPPORT_CHAT_APP_ID === 'string' ? w.SUPPORT_CHAT_APP_ID.trim() : '';
  if (!appId) return noopSupportChat;
  const scriptUrl = typeof w.SUPPORT_CHAT_SCRIPT_URL === 'string' && w.SUPPORT_CHAT_SCRIPT_URL ? w.SUPPORT_CHAT_SCRIPT_URL : null;
  return createScriptSupportChat(appId, scriptUrl, win);
}
