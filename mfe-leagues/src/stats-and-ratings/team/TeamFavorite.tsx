import { FavoriteButton } from '../favorites/FavoriteButton';
import { addTeamFavorite, removeTeamFavorite, teamFavoriteId, teamFavoriteKey } from '../favorites/favorite-api';
import { useFavorite } from '../favorites/use-favorite';
import { statsMessages } from '../messages';

/** Favourite toggle of a team-season page. */
export function TeamFavorite({ teamId, year }: { teamId: string; year: number }) {
  const t = statsMessages.useT();
  const favorite = useFavorite<number>(teamFavoriteKey(teamId, year), {
    load: (signal) => teamFavoriteId(teamId, year, signal),
    add: () => addTeamFavorite(teamId, year),
    remove: (id) => removeTeamFavorite(id),
    added: t('favorite.teamAdded'),
    removed: t('favorite.teamRemoved'),
  });
  return <FavoriteButton on={favorite.on} busy={favorite.busy} onToggle={() => void favorite.toggle()} />;
}
