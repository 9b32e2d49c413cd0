import { PageTitle } from '@bb/shared';
import { Stack } from '../game-ui/form-styles';
import { GamePage } from '../game-ui/tables';
import { h2hMessages } from './h2h-messages';
import { InvitationLists } from './InvitationLists';
import { InviteForm } from './InviteForm';

/** /game/head-to-head: invite someone to a new game; below, the invitations waiting for an answer. */
export function InvitePage() {
  const t = h2hMessages.useT();
  return (
    <GamePage>
      <PageTitle>{t('title')}</PageTitle>
      <Stack>
        <p style={{ margin: 0 }}>{t('intro')}</p>
        <InviteForm />
        <InvitationLists />
      </Stack>
    </GamePage>
  );
}
