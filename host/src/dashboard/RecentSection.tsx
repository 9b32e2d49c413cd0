import { formatEtDateTime, type DashboardResult } from '@bb/shared';
import { dashboardMessages } from './messages';
import { ActionLink, Section, Text } from './dashboard-ui';

/** How the hub names each mode and league kind (its games in progress and its recent results). */
export const MODE_NAMES: Record<string, string> = {
  exhibition: 'Exhibition', gotd: 'Game of the Day', 'head-to-head': 'Head to head', 'all-star': 'All-Star Game', historical: 'Historical league',
  draft: 'Draft league', tournament: 'Tournament', season: 'Season replay', nostalgia: 'Nostalgia series',
};

/** His last finished games of any mode, with the score and the way to the result or the league. */
export function RecentSection({ results }: { results: readonly DashboardResult[] }) {
  const t = dashboardMessages.useT();
  return (
    <Section id="recent" items={results} itemKey={(r) => `${r.link}-${r.finishedAt}`}>
      {(r) => (
        <>
          <Text>
            <strong>
              {r.userWon === null ? '' : `${r.userWon ? t('recent.won') : t('recent.lost')} `}
              {r.away} {r.score.away}, {r.home} {r.score.home}
            </strong>
            <span>
              {r.leagueName ?? MODE_NAMES[r.mode] ?? r.mode} · {formatEtDateTime(r.finishedAt)}
            </span>
          </Text>
          <ActionLink to={r.link} $variant="secondary">
            {t('recent.view')}
          </ActionLink>
        </>
      )}
    </Section>
  );
}
