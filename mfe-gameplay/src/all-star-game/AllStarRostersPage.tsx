import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Card, PageTitle, Spinner, allStarApi, allStarKeys, errorMessageOf, notifyError, useApiQuery, type AllStarTeamDetail, paths } from '@bb/shared';
import { Actions, Columns, Fieldset } from '../game-ui/form-styles';
import { GamePage, StatGrid, TableScroll } from '../game-ui/tables';
import { allStarMessages } from './all-star-messages';
import { gameDate } from './AllStarCatalog';
import { Badge, Muted, Sections } from './all-star-styles';

function Roster({ team }: { team: AllStarTeamDetail }) {
  const t = allStarMessages.useT();
  return (
    <Card aria-label={team.name}>
      <h2>{team.name}</h2>
      {team.missing > 0 && <Muted>{t('leftOut', { count: team.missing })}</Muted>}
      <TableScroll label={team.name}>
        <StatGrid>
          <thead>
            <tr>
              <th>{t('player')}</th>
              <th>{t('club')}</th>
              <th>{t('position')}</th>
              <th>{t('starter')}</th>
            </tr>
          </thead>
          <tbody>
            {team.players.map((p) => (
              <tr key={p.cardId}>
                <td>{p.name}</td>
                <td>{p.teamId}</td>
                <td>{p.primaryPosition}</td>
                <td>{p.starter ? <Badge>{p.starter}</Badge> : ''}</td>
              </tr>
            ))}
          </tbody>
        </StatGrid>
      </TableScroll>
    </Card>
  );
}

/** /all-star-game/{key}/setup: a record's game, both rosters with the real starters; the user picks his side. */
export function AllStarRostersPage({ gameKey }: { gameKey: string }) {
  const t = allStarMessages.useT();
  const navigate = useNavigate();
  const loaded = useApiQuery(allStarKeys.game(gameKey), (signal) => allStarApi.game(gameKey, signal));
  const detail = loaded.data ?? null;
  const error = loaded.error ? errorMessageOf(loaded.error) : null;
  const [userSide, setUserSide] = useState<'home' | 'away'>('home');
  const [busy, setBusy] = useState(false);

  if (!detail) {
    return (
      <GamePage>
        <PageTitle>{t('title')}</PageTitle>
        {error ? (
          <>
            <p role="alert">{error}</p>
            <Button onClick={() => navigate('/all-star-game/lobby')}>{t('backToLobby')}</Button>
          </>
        ) : (
          <Spinner label={t('loading')} />
        )}
      </GamePage>
    );
  }

  const start = async () => {
    setBusy(true);
    try {
      const { gameId } = await allStarApi.play({ game: gameKey, userSide });
      navigate(paths.allStar.setup(gameId));
    } catch (err) {
      notifyError(err);
      setBusy(false);
    }
  };
  const { game } = detail;
  return (
    <GamePage>
      <PageTitle>{game.label}</PageTitle>
      <p>
        {game.away.name} {t('at')} {game.home.name}
        {game.date ? ` · ${gameDate(game.date)}` : ''}
      </p>
      <Fieldset>
        <legend>{t('youManage')}</legend>
        {(['away', 'home'] as const).map((side) => (
          <label key={side}>
            <input type="radio" name="all-star-side" checked={userSide === side} onChange={() => setUserSide(side)} /> {game[side].name}
          </label>
        ))}
      </Fieldset>
      <Actions>
        <Button onClick={() => void start()} disabled={busy}>
          {busy ? t('creating') : t('play')}
        </Button>
      </Actions>
      <Sections>
        <Columns>
          <Roster team={detail.away} />
          <Roster team={detail.home} />
        </Columns>
      </Sections>
    </GamePage>
  );
}
