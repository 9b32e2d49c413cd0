import { Countdown, formatEtDateTime, type DashboardTournament } from '@bb/shared';
import { dashboardMessages } from './messages';
import { ActionLink, Section, Text } from './dashboard-ui';

/** Tournaments he owns or claimed a team in: claiming progress and its countdown, or his next game. */
export function TournamentsSection({ tournaments, now }: { tournaments: readonly DashboardTournament[]; now: string }) {
  const t = dashboardMessages.useT();
  return (
    <Section id="tournaments" items={tournaments} itemKey={(c) => c.leagueId}>
      {(c) => (
        <>
          <Text>
            <strong>
              {c.name}
              {c.isOwner ? ` · ${t('tournaments.owner')}` : ''}
            </strong>
            <span>
              {c.myTeam ? `${c.myTeam} · ` : ''}
              {t('tournaments.claimed', { claimed: c.claimedTeams, total: c.totalTeams })}
            </span>
            {c.status === 'claiming' ? (
              <span>
                {t('tournaments.locksIn')} <Countdown deadline={c.locksAt} serverNow={now} />
              </span>
            ) : null}
            {c.nextGame ? <span>{t('tournaments.next', { when: formatEtDateTime(c.nextGame.startsAt) })}</span> : null}
          </Text>
          <ActionLink to={c.link}>{t('tournaments.open')}</ActionLink>
        </>
      )}
    </Section>
  );
}
