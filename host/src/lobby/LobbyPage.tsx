import { Page, PageTitle } from '@bb/shared';

export function LobbyPage() {
  return (
    <Page>
      <PageTitle>Lobby</PageTitle>
      <p>Choose how you want to play. Baseball Max gives access to all of Baseball History; every plan starts with a 3-day free trial.</p>
    </Page>
  );
}
