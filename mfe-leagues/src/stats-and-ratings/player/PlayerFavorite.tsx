import { FavoriteButton } from '../favorites/FavoriteButton';
import { addPlayerFavorite, isPlayerFavorite, playerFavoriteKey, removePlayerFavorite, type PlayerFavoriteKey } from '../favorites/favorite-api';
import { useFavorite } from '../favorites/use-favorite';
import { statsMessages } from '../messages';

/** Favourite toggle of a player page with its added / removed toasts. */
export function PlayerFavorite({ playerId, year, isPitcher }: { playerId: string; year: number; isPitcher: boolean }) {
  const t = statsMessages.useT();
  // Pitchers are kept as P (code 1), everyone else as a batter under DH (code 0), so one player has one key whatever his position that season.
  const key: PlayerFavoriteKey = { playerId, year, primaryPosition: isPitcher ? 'P' : 'DH' };
  const favorite = useFavorite(playerFavoriteKey(key), {
    load: async (signal) => ((await isPlayerFavorite(key, signal)) ? true : null),
    add: async () => {
      await addPlayerFavorite(key);
      return true;
    },
    remove: () => removePlayerFavorite(key),
    added: t('favorite.playerAdded'),
    removed: t('favorite.playerRemoved'),
  });
  return <FavoriteButton on={favorite.on} busy={favorite.busy} onToggle={() => void favorite.toggle()} />;
}
