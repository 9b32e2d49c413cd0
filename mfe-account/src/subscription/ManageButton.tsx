import { useState } from 'react';
import { Button } from '@bb/shared';
import { openCustomerPortal } from './customer-portal';
import { subscriptionMessages } from './subscription-messages';

/** Manage → the provider's customer portal in a new tab; disabled while the subscription loads. */
export function ManageButton({ loading, variant = 'primary' }: { loading: boolean; variant?: 'primary' | 'secondary' }) {
  const m = subscriptionMessages.useT();
  const [opening, setOpening] = useState(false);
  const onClick = () => {
    setOpening(true);
    void openCustomerPortal().finally(() => setOpening(false));
  };
  return (
    <Button $variant={variant} disabled={loading || opening} onClick={onClick}>
      {m('manage')}
    </Button>
  );
}
