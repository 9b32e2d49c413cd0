import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, LEAGUE_REFRESH_DELAY_MS, formatEtDateTime, leaguesApi, notifyError, type TournamentDetail } from '@bb/shared';
import { tournamentPlayPath } from '../tournament-core/play-path';
import { summaryMessages } from './messages';
import { Actions, Muted, Panel } from './summary-ui';
import { teamAt, teamSeasonName } from './team-names';

/**
 * The viewer's next game: who, which round and game of the series, when (ET); Play starts it on the play screen
 * (POST …/play answers the game's id), Auto play has the computer play it with his depth chart. Both reload the page;
 * an answer that asks for it (`refresh`) reloads it again a moment later, when the server has moved on.
 */
export function NextGameCard({ detail, refresh }: { detail: TournamentDetail; refresh(): void }) {
  const t = summaryMessages.useT();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);
  const game = detail.nextGame;

  if (!game) {
    return (
      <Panel aria-labelledby="tournament-next-game">
        <h2 id="tournament-next-game">{t('nextGame.title')}</h2>
        <Muted>{t('nextGame.none')}</Muted>
      </Panel>
    );
  }

  const run = async (auto: boolean) => {
    if (busy) return;
    setBusy(true);
    try {
      const answer = await (auto ? leaguesApi.autoPlay : leaguesApi.play)(detail.leagueId, game.scheduleId);
      if (!auto && answer.gameId) {
        navigate(tournamentPlayPath(answer.gameId, detail.leagueId));
        return;
      }
      refresh();
      if (answer.refresh) timer.current = setTimeout(refresh, LEAGUE_REFRESH_DELAY_MS);
    } catch (error) {
      notifyError(error);
      refresh();
    } finally {
      setBusy(false);
    }
  };

  const away = teamSeasonName(teamAt(detail.teams, game.away));
  const home = teamSeasonName(teamAt(detail.teams, game.home));
  const round = game.round && game.gameOfSeries ? t('nextGame.gameOf', { round: game.round, game: game.gameOfSeries }) : (game.round ?? '');
  return (
    <Panel aria-labelledby="tournament-next-game" data-testid="next-game">
      <h2 id="tournament-next-game">{t('nextGame.title')}</h2>
      <p>
        <strong>{t('nextGame.vs', { away, home })}</strong>
      </p>
      <Muted>{t('nextGame.when', { round, when: formatEtDateTime(game.startsAt) })}</Muted>
      <Actions>
        <Button $variant="primary" disabled={busy} onClick={() => void run(false)}>
          {t('nextGame.play')}
        </Button>
        <Button $variant="secondary" disabled={busy} onClick={() => void run(true)}>
          {t('nextGame.autoPlay')}
        </Button>
      </Actions>
    </Panel>
  );
}
