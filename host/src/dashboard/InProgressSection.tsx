import type { DashboardGameInProgress } from '@bb/shared';
import { dashboardMessages } from './messages';
import { ActionLink, Section, Text } from './dashboard-ui';
import { MODE_NAMES } from './RecentSection';

/** His unfinished exhibition and head-to-head games, each with the button that takes him back into it. */
export function InProgressSection({ games }: { games: readonly DashboardGameInProgress[] }) {
  const t = dashboardMessages.useT();
  return (
    <Section id="inProgress" items={games} itemKey={(g) => g.gameId}>
      {(g) => (
        <>
          <Text>
            <strong>
              {g.away} @ {g.home}
            </strong>
            <span>
              {MODE_NAMES[g.mode]}
              {g.score ? ` · ${g.score.away}-${g.score.home}` : ''}
              {g.inning ? ` · ${t('inProgress.inning', { inning: g.inning })}` : ''}
            </span>
          </Text>
          <ActionLink to={g.resumePath}>{g.status === 'setup' ? t('inProgress.setup') : t('inProgress.resume')}</ActionLink>
        </>
      )}
    </Section>
  );
}
