import type { DashboardGotd } from '@bb/shared';
import { dashboardMessages } from './messages';
import { ActionLink, Item, Items, SectionCard, Text } from './dashboard-ui';

/** Today's Game of the Day: play it, get back to it, or his result and place on today's board. */
export function GotdSection({ gotd }: { gotd: DashboardGotd }) {
  const t = dashboardMessages.useT();
  const result = gotd.result;
  return (
    <SectionCard aria-labelledby="dashboard-gotd" data-testid="dashboard-gotd">
      <h2 id="dashboard-gotd">{t('gotd.title')}</h2>
      <Items>
        <Item>
          <Text>
            {gotd.status === 'none' ? <strong>{t('gotd.none')}</strong> : null}
            {gotd.status === 'playing' ? <strong>{t('gotd.playing')}</strong> : null}
            {result ? <strong>{t(result.win ? 'gotd.won' : 'gotd.lost', { runs: result.runs, allowed: result.runsAllowed })}</strong> : null}
            {gotd.rank ? <span>{t('gotd.rank', { rank: gotd.rank })}</span> : null}
          </Text>
          {gotd.status === 'final' ? (
            <ActionLink to="/leaderboard" $variant="secondary">
              {t('gotd.leaderboard')}
            </ActionLink>
          ) : (
            <ActionLink to={gotd.link}>{gotd.status === 'playing' ? t('gotd.resume') : t('gotd.play')}</ActionLink>
          )}
        </Item>
      </Items>
    </SectionCard>
  );
}
