import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageTitle, Spinner, allStarApi, notifyError, type AllStarCatalogGame, type AllStarFranchise, type AllStarMyGame, type CustomTeamSpec } from '@bb/shared';
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
  const [data, setData] = useState<Loaded | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    Promise.all([allStarApi.catalog(controller.signal), allStarApi.franchises(controller.signal), allStarApi.myGames(controller.signal)])
      .then(([games, { franchises, years }, mine]) => setData({ games, franchises, years, mine }))
      .catch((err) => {
        if (controller.signal.aborted) return;
        notifyError(err);
        setData({ games: [], franchises: [], years: { first: 1871, last: 1871 }, mine: [] });
      });
    return () => controller.abort();
  }, []);

  const playCustom = async (custom: { away: CustomTeamSpec; home: CustomTeamSpec }, userSide: 'home' | 'away') => {
    setBusy(true);
    try {
      const { gameId } = await allStarApi.play({ custom, userSide });
      navigate(`/all-star-game/${gameId}/setup`);
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
