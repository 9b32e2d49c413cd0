import { useParams } from 'react-router-dom';
import { Page, PLAYER_TABS, PlayerDetail, ResourceView, baseballKeys, fetchPlayerProfile, useResource, type PlayerProfileResponse, type PlayerTab } from '@bb/shared';
import { PageHead } from '../common/PageHead';
import { SeasonSelect } from '../common/SeasonSelect';
import { useIsGuest } from '../common/use-guest';
import { useTabParam } from '../common/use-tab-param';
import { useYearParam } from '../common/use-year-param';
import { statsMessages } from '../messages';
import { PlayerFavorite } from './PlayerFavorite';

function bioLine(player: PlayerProfileResponse['player'], t: ReturnType<typeof statsMessages.useT>): string {
  const parts = [`${t('bio.bats')} ${player.bats ?? '-'}`, `${t('bio.throws')} ${player.throws ?? '-'}`];
  if (player.birthYear) parts.push(`${t('bio.born')} ${String(player.birthYear)}${player.birthCity ? `, ${String(player.birthCity)}` : ''}`);
  if (player.debut) parts.push(`${t('bio.debut')} ${String(player.debut).slice(0, 10)}`);
  return parts.join(' · ');
}

/** /stats-and-ratings/players/{playerId}?year=: the player's header and his five tabs. */
export default function PlayerPage() {
  const t = statsMessages.useT();
  const { playerId = '' } = useParams();
  const [year, setYear] = useYearParam();
  const guest = useIsGuest();
  const profile = useResource(baseballKeys.playerProfile(playerId), (signal) => fetchPlayerProfile(playerId, signal));
  const [tab, setTab] = useTabParam<PlayerTab>(PLAYER_TABS, 'card');
  return (
    <Page>
      <ResourceView resource={profile}>
        {(data) => {
          const shown = year ?? data.defaultYear;
          const season = data.seasons.find((s) => s.year === shown);
          const years = [...new Set(data.seasons.map((s) => s.year))].sort((a, b) => b - a);
          const name = `${data.player.nameFirst ?? ''} ${data.player.nameLast ?? ''}`.trim();
          return (
            <>
              <PageHead
                title={name}
                subtitle={bioLine(data.player, t)}
                actions={
                  <>
                    <SeasonSelect years={years} value={shown} onChange={setYear} disabled={guest} />
                    {!guest && season && shown ? <PlayerFavorite playerId={data.player.playerID} year={shown} isPitcher={season.isPitcher} /> : null}
                  </>
                }
              />
              <PlayerDetail playerId={playerId} year={shown} tab={tab} onTabChange={setTab} />
            </>
          );
        }}
      </ResourceView>
    </Page>
  );
}
