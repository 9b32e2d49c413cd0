import { formatEtDateTime, type DashboardLeague, type DashboardNextGame } from '@bb/shared';
import { dashboardMessages } from './messages';
import { ActionLink, Section, Text } from './dashboard-ui';

export function NextGameLine({ game }: { game: DashboardNextGame }) {
  const t = dashboardMessages.useT();
  return (
    <span>
      {t('leagues.next', { where: game.atHome ? t('leagues.vs') : t('leagues.at'), opponent: game.opponent })} · {formatEtDateTime(game.startsAt)}
    </span>
  );
}

/** His historical and draft leagues: his team and record, the next game with its time, the way to the league. */
export function LeaguesSection({ leagues }: { leagues: readonly DashboardLeague[] }) {
  const t = dashboardMessages.useT();
  return (
    <Section id="leagues" items={leagues} itemKey={(l) => l.leagueId}>
      {(l) => (
        <>
          <Text>
            <strong>{l.name}</strong>
            <span>
              {t(`leagues.${l.kind}`)}
              {' · '}
              {l.myTeam ?? t('leagues.noTeam')}
              {l.record ? ` · ${t('leagues.record', { wins: l.record.wins, losses: l.record.losses })}` : ''}
            </span>
            {l.nextGame ? <NextGameLine game={l.nextGame} /> : l.myTeam ? <span>{t('leagues.noNext')}</span> : null}
          </Text>
          <ActionLink to={l.nextGame?.link ?? l.link} $variant={l.nextGame ? 'primary' : 'secondary'}>
            {t('leagues.open')}
          </ActionLink>
        </>
      )}
    </Section>
  );
}
