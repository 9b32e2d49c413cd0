import { Button, Card, type AllStarMyGame, paths } from '@bb/shared';
import { allStarMessages } from './all-star-messages';
import { GameList, GameRow, Muted } from './all-star-styles';

/** The user's recent all-star games, each with the way back in: setup, play or the result. */
export function MyAllStarGames({ games, onOpen }: { games: AllStarMyGame[]; onOpen(path: string): void }) {
  const t = allStarMessages.useT();
  return (
    <Card aria-label={t('myGamesTitle')}>
      <h2>{t('myGamesTitle')}</h2>
      {games.length === 0 ? (
        <p>{t('noMyGames')}</p>
      ) : (
        <GameList>
          {games.map((g) => {
            const [state, action, stage] =
              g.status === 'final' ? [t('final'), t('result'), 'result'] : g.status === 'setup' ? [t('notStarted'), t('setup'), 'setup'] : [t('inProgress'), t('resume'), 'play'];
            return (
              <GameRow key={g.gameId}>
                <div>
                  <strong>
                    {g.away.name} {t('at')} {g.home.name}
                  </strong>
                  <Muted>
                    {state}
                    {g.score ? ` · ${g.score.away}-${g.score.home}` : ''}
                  </Muted>
                </div>
                <Button $variant="secondary" onClick={() => onOpen(paths.allStar.stage(g.gameId, stage))}>
                  {action}
                </Button>
              </GameRow>
            );
          })}
        </GameList>
      )}
    </Card>
  );
}
