import { seasonsApi, type SeasonList as SeasonListData, useLeagueData, DataState } from '@bb/shared';
import { LeagueCard, LeagueFacts, LeagueSection, TextLink, leagueMessages, notifyUnless403 } from '../league-core';
import { seasonMessages } from './messages';
import { seasonPaths } from './season-paths';

/** The user's replays: status, his team and record, progress, the next game and a way to resume. */
export function SeasonList() {
  const t = seasonMessages.useT();
  const lt = leagueMessages.useT();
  const list = useLeagueData<SeasonListData>('mine', (signal) => seasonsApi.mine(signal), notifyUnless403);
  return (
    <DataState {...list}>
      {(data) => (
        <LeagueSection
          title={t('mySeasons')}
          leagues={data.seasons}
          empty={t('noSeasons')}
          card={(season) => (
            <LeagueCard name={season.name} to={seasonPaths.schedule(season.leagueId)} badges={[String(season.years[0]), lt(`status.${season.status}`)]}>
              <LeagueFacts>
                <dt>{t('card.teamLabel')}</dt>
                <dd>{season.teamName ?? '—'}</dd>
                <dt>{t('card.recordLabel')}</dt>
                <dd>{season.myRecord ? `${season.myRecord.wins}-${season.myRecord.losses}` : '—'}</dd>
                <dt>{t('card.progressLabel')}</dt>
                <dd>{t('card.progress', { percent: Math.round(season.progress * 100) })}</dd>
                <dt>{t('card.nextLabel')}</dt>
                <dd>{season.nextGame ? `${season.nextGame.home ? t('card.vs') : t('card.at')} ${season.nextGame.opponent}` : '—'}</dd>
              </LeagueFacts>
              <TextLink to={seasonPaths.schedule(season.leagueId)}>{season.status === 'final' ? t('card.open') : t('card.resume')}</TextLink>
            </LeagueCard>
          )}
        />
      )}
    </DataState>
  );
}

