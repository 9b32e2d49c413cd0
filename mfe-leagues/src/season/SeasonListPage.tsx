import { Page, PageTitle } from '@bb/shared';
import { TextLink } from '../league-core';
import { seasonMessages } from './messages';
import { SeasonList } from './SeasonList';
import { seasonPaths } from './season-paths';

/** /season/schedules without an id: the user's replays. */
export function SeasonListPage() {
  const t = seasonMessages.useT();
  return (
    <Page>
      <PageTitle>{t('title')}</PageTitle>
      <SeasonList />
      <TextLink to={seasonPaths.lobby()}>{t('create.title')}</TextLink>
    </Page>
  );
}
