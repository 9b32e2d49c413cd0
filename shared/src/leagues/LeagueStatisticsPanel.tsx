import { useState } from 'react';
import styled from 'styled-components';
import type { LeagueBattingLine, LeagueLeaderBoard, LeagueLeaders, LeaguePitchingLine, LeagueStatistics, LeagueStatType } from '@bb/contract';
import { StatTable } from '../baseball-ui/StatTable';
import { Button } from '../ui/Button';
import { Tabs } from '../baseball-ui/Tabs';
import { formatLeaderValue } from '../format';
import { DataState } from './DataState';
import { battingColumns, DEFAULT_SORT, LOW_FIRST, pitchingColumns, type LeagueStatColumn, type TeamLabelOf } from './league-stat-columns';
import { leagueStatisticsMessages } from './league-statistics-messages';
import { leaguesApi } from './leagues-api';
import { useLeagueData } from './use-league-data';
import { tokens } from '../theme/theme-vars';

// One minmax(0, 1fr) track: an 'auto' track grows to the table's width, and the page, not the table's box, scrolls.
const Stack = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${tokens.spacing.md};
  min-width: 0;
  [data-boards] {
    display: grid;
    gap: ${tokens.spacing.md};
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 220px), 1fr));
  }
  [data-boards] :is(h3, h4) {
    margin: 0 0 4px;
    font-size: ${tokens.fontSizes.md};
  }
  [data-boards] ol {
    margin: 0;
    padding-left: 20px;
  }
  [data-boards] li {
    overflow-wrap: anywhere;
  }
`;

/** Leader boards in as many columns as fit, `limit` names each (default all); the page names the boards' heading level. */
export function LeaderBoards({ boards, teamLabel, limit, heading: Heading = 'h4' }: { boards: LeagueLeaderBoard[]; teamLabel: TeamLabelOf; limit?: number; heading?: 'h3' | 'h4' }) {
  return (
    <Stack data-boards="">
      {boards.map((board) => (
        <section key={board.stat} aria-label={board.label}>
          <Heading>{board.label}</Heading>
          <ol>
            {board.leaders.slice(0, limit).map((l) => (
              <li key={l.cardId}>
                {l.name} ({teamLabel(l.team)}) {formatLeaderValue(board.stat, l.value)}
              </li>
            ))}
          </ol>
        </section>
      ))}
    </Stack>
  );
}

type Line = LeagueBattingLine | LeaguePitchingLine;
const STAT_TYPES: readonly LeagueStatType[] = ['batting', 'pitching'];
/** Lines per page: a season's hundreds of players were one list of over 4,000 px on a phone. */
export const STAT_PAGE_SIZE = 25;

const Pager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.spacing.sm};
`;

/** Previous and Next around "Page n of m" (the page's lines stay sorted by the server's order). */
function StatPager({ page, pages, label, onPage }: { page: number; pages: number; label: string; onPage: (page: number) => void }) {
  const t = leagueStatisticsMessages.useT();
  return (
    <Pager aria-label={label}>
      <Button $variant="secondary" disabled={page === 0} onClick={() => onPage(page - 1)}>
        {t('previousPage')}
      </Button>
      <span aria-live="polite">{t('page', { page: page + 1, pages })}</span>
      <Button $variant="secondary" disabled={page >= pages - 1} onClick={() => onPage(page + 1)}>
        {t('nextPage')}
      </Button>
    </Pager>
  );
}

export interface LeagueStatisticsPanelProps {
  leagueId: number;
  /** The page's reload count: a new value loads the lines again. */
  version: number;
  /** How the tables and boards name a team index (GET /statistics answers indices). */
  teamLabel: TeamLabelOf;
  /** The leader boards beneath the tables (default on); a page with its own leaders turns them off. */
  leaders?: boolean;
  /**
   * Rows shown before a "Show all" button, for a page with more beside it; without it the lines come
   * STAT_PAGE_SIZE to a page.
   */
  firstRows?: number;
}

/**
 * A league's statistics (every league kind, tournaments included): batting or pitching lines, sorted by the server
 * on a column's click, a page at a time; the leaders beneath.
 */
export function LeagueStatisticsPanel({ leagueId: id, version, teamLabel, leaders: withLeaders = true, firstRows }: LeagueStatisticsPanelProps) {
  const t = leagueStatisticsMessages.useT();
  const [type, setType] = useState<LeagueStatType>('batting');
  const [showAll, setShowAll] = useState(false);
  const [page, setPage] = useState(0);
  const [sort, setSort] = useState<Record<LeagueStatType, string>>(DEFAULT_SORT);
  const stats = useLeagueData<LeagueStatistics>(`${id}:${type}:${sort[type]}:${version}`, (signal) => leaguesApi.statistics(id, type, sort[type], signal));
  const leaders = useLeagueData<LeagueLeaders>(withLeaders ? `${id}:${version}` : null, (signal) => leaguesApi.leaders(id, signal));
  const labels = { player: t('player'), team: t('team'), teams: (count: number) => t('teams', { count }) };
  const batting = battingColumns(teamLabel, labels);
  const pitching = pitchingColumns(teamLabel, labels);
  // One table for either type: its columns read only the lines of that type.
  const columns = (type === 'batting' ? batting : pitching) as Array<LeagueStatColumn<Line>>;
  const sortable = columns.filter((c) => c.sort).map((c) => c.key);
  const activeKey = columns.find((c) => c.sort === sort[type])?.key;
  const onSort = (key: string) => {
    const field = columns.find((c) => c.key === key)?.sort;
    if (field) setSort((s) => ({ ...s, [type]: field }));
    setPage(0);
  };
  const selectType = (next: LeagueStatType) => {
    setType(next);
    setPage(0);
  };
  return (
    <Stack>
      <Tabs<LeagueStatType> label={t('typeLabel')} items={STAT_TYPES.map((key) => ({ key, label: t(key) }))} selected={type} onSelect={selectType}>
        <DataState {...stats} empty={t('empty')} isEmpty={(s) => (type === 'batting' ? s.batting : s.pitching).length === 0}>
          {(s) => {
            const rows: Line[] = type === 'batting' ? s.batting : s.pitching;
            const cut = firstRows !== undefined && !showAll && rows.length > firstRows;
            const pages = firstRows === undefined ? Math.ceil(rows.length / STAT_PAGE_SIZE) : 1;
            const shown = Math.min(page, pages - 1);
            const visible = cut ? rows.slice(0, firstRows) : pages > 1 ? rows.slice(shown * STAT_PAGE_SIZE, (shown + 1) * STAT_PAGE_SIZE) : rows;
            return (
              <>
                <StatTable<Line>
                  caption={t(type)}
                  columns={columns}
                  rows={visible}
                  rowKey={(r) => r.cardId}
                  sortable={sortable}
                  sortKey={activeKey}
                  sortOrder={LOW_FIRST.has(sort[type]) ? 'ascending' : 'descending'}
                  onSort={onSort}
                  testId={`league-${type}`}
                />
                {cut ? (
                  <Button $variant="ghost" onClick={() => setShowAll(true)}>
                    {t('showAll', { count: rows.length })}
                  </Button>
                ) : null}
                {pages > 1 ? <StatPager page={shown} pages={pages} label={t('pagesOf', { type: t(type) })} onPage={setPage} /> : null}
              </>
            );
          }}
        </DataState>
      </Tabs>
      {withLeaders ? (
        <section aria-label={t('leaders')}>
          <h3>{t('leaders')}</h3>
          <DataState {...leaders} empty={t('noLeaders')} isEmpty={(l) => (type === 'batting' ? l.batting : l.pitching).length === 0}>
            {(l) => <LeaderBoards boards={type === 'batting' ? l.batting : l.pitching} teamLabel={teamLabel} />}
          </DataState>
        </section>
      ) : null}
    </Stack>
  );
}
