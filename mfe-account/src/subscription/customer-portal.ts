import { notifyError, toast } from '@bb/shared';
import { createCustomerPortalSession } from './payments-api';
import { subscriptionMessages } from './subscription-messages';

export interface PortalDeps {
  open(): Window | null;
  fetchUrl(): Promise<string>;
}

export const browserPortalDeps: PortalDeps = {
  // Opened synchronously inside the click, before the URL is known: a tab opened after an
  // await is what pop-up blockers stop.
  open: () => window.open('about:blank', '_blank'),
  fetchUrl: () => createCustomerPortalSession(),
};

/**
 * Manage: the provider's customer portal in a new tab; a blocked pop-up shows
 * 'Pop-up Blocked! To manage your Subscription, please allow pop-up for this site.'
 */
export async function openCustomerPortal(deps: PortalDeps = browserPortalDeps): Promise<boolean> {
  const tab = deps.open();
  if (!tab) {
    toast.error(subscriptionMessages.t('popupBlocked'));
    return false;
  }
  try {
    const url = await deps.fetchUrl();
    tab.opener = null;
    tab.location.href = new URL(url, window.location.href).href;
    return true;
  } catch (error) {
    tab.close();
    notifyError(error);
    return false;
  }
}
