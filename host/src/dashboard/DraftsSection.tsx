import { Countdown, type DashboardDraft } from '@bb/shared';
import { dashboardMessages } from './messages';
import { ActionLink, Section, Text } from './dashboard-ui';

/** Drafts of his leagues that have not completed: a countdown to the start on the server's clock, or live/paused. */
export function DraftsSection({ drafts, now }: { drafts: readonly DashboardDraft[]; now: string }) {
  const t = dashboardMessages.useT();
  return (
    <Section id="drafts" items={drafts} itemKey={(d) => d.leagueId}>
      {(d) => (
        <>
          <Text>
            <strong>{d.leagueName}</strong>
            <span data-testid={`draft-countdown-${d.leagueId}`}>
              {d.status === 'scheduled' ? (
                <>
                  {t('drafts.startsIn')} <Countdown deadline={d.startsAt} serverNow={now} />
                </>
              ) : d.status === 'live' ? (
                t('drafts.live')
              ) : (
                t('drafts.paused')
              )}
            </span>
          </Text>
          <ActionLink to={d.link}>{t('drafts.enter')}</ActionLink>
        </>
      )}
    </Section>
  );
}
