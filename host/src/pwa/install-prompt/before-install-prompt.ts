/** The non-standard event Chromium fires when the app may be installed. */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: BeforeInstallPromptEvent | null = null;

/** Keeps the browser's install event (it can fire before React renders) for the prompt's button. */
export function listenForInstallPrompt(target: Window = window): void {
  target.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
  });
  target.addEventListener('appinstalled', () => {
    deferred = null;
  });
}

/** Opens the browser's own install dialog when it offered one; false when it did not. */
export async function promptNativeInstall(): Promise<boolean> {
  const event = deferred;
  if (!event) return false;
  deferred = null;
  await event.prompt();
  await event.userChoice.catch(() => undefined);
  return true;
}

/** Test helper. */
export function resetInstallPromptEvent(): void {
  deferred = null;
}
