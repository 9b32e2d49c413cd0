import { Page, PageTitle } from '@bb/shared';

export function HowToVideosPage() {
  return (
    <Page>
      <PageTitle>How To Videos</PageTitle>
      <p>Short videos on setting lineups, reading the dice and managing a league.</p>
    </Page>
  );
}
