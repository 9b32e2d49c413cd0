import type { ReactNode } from 'react';
import { PageTitle } from '@bb/shared';
import { AccountPage } from '../common/AccountPage';
import { AuthCard, Lead } from './FormLayout';
import { GuestOnly } from './GuestOnly';

/** The frame of the signed-out pages (login, sign-up, forgot password): a titled card with a lead line. */
export function GuestAuthPage({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  return (
    <GuestOnly>
      <AccountPage>
        <AuthCard>
          <PageTitle>{title}</PageTitle>
          <Lead>{lead}</Lead>
          {children}
        </AuthCard>
      </AccountPage>
    </GuestOnly>
  );
}
