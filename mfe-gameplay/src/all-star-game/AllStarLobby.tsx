import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageTitle, Spinner, allStarApi, allStarKeys, notifyError, useApiQuery, type AllStarCatalogGame, type AllStarFranchise, type AllStarMyGame, type CustomTeamSpec, paths } from '@bb/shared';
import { GamePage } from '../game-ui/tables';
import { AllStarCatalog } from './AllStarCatalog';
import { CustomGameBuilder } from './CustomGameBuilder';
import { MyAllStarGames } from './MyAllStarGames';
import { allStarMessages } from './all-star-messages';
import { Sections } from './all-star-styles';

interface Loaded {
  games: AllStarCatalogGame[];
  franchises: AllStarFranchise[];
  years: { first: number; last: number };
  mine: AllStarMyGame[];
}

/** /all-star-game/lobby: the record's games by decade, the custom game builder, the user's recent all-star games. */
export function AllStarLobby() {
  const t = allStarMessages.useT();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const catalog = useApiQuery(allStarKeys.catalog(), (signal) => allStarApi.catalog(signal), { onError: notifyError });
  const franchises = useApiQuery(allStarKeys.franchises(), (signal) => allStarApi.franchises(signal), { onError: notifyError });
  const mine = useApiQuery(allStarKeys.myGames(), (signal) => allStarApi.myGames(signal), { onError: notifyError });
  // One failure empties the whole lobby (the custom builder then offers no franchise).
  const failed = catalog.error !== undefined || franchises.error !== undefined || mine.error !== undefined;
  const data: Loaded | null = failed
    ? { games: [], franchises: [], years: { first: 1871, last: 1871 }, mine: [] }
    : catalog.data && franchises.data && mine.data
      ? { games: catalog.data, franchises: franchises.data.franchises, years: franchises.data.years, mine: mine.data }
      : null;

  const playCustom = async (custom: { away: CustomTeamSpec; home: CustomTeamSpec }, userSide: 'home' | 'away') => {
    setBusy(true);
    try {
      const { gameId } = await allStarApi.play({ custom, userSide });
      navigate(paths.allStar.setup(gameId));
    } catch (err) {
      notifyError(err);
      setBusy(false);
    }
  };

  return (
    <GamePage>
      <PageTitle>{t('title')}</PageTitle>
      <p>{t('intro')}</p>
      {data === null ? (
        <Spinner label={t('loading')} />
      ) : (
        <Sections>
          <AllStarCatalog games={data.games} />
          <CustomGameBuilder franchises={data.franchises} years={data.years} busy={busy} onPlay={(custom, side) => void playCustom(custom, side)} />
          <MyAllStarGames games={data.mine} onOpen={(path) => navigate(path)} />
        </Sections>
      )}
    </GamePage>
  );
}
