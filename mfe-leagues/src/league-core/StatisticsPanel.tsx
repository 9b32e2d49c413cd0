import { useState } from 'react';
import styled from 'styled-components';
import {
  leaguesApi,
  StatTable,
  Tabs,
  formatAvg,
  formatLeaderValue,
  formatEra,
  formatInnings,
  formatWhip,
  type LeagueBattingLine,
  type LeagueDetail,
  type LeagueLeaderBoard,
  type LeagueLeaders,
  type LeaguePitchingLine,
  type LeagueStatistics,
  type LeagueStatType,
  type StatColumn,
} from '@bb/shared';
import { leagueMessages } from './league-messages';
import { DataState, Stack, TeamLabel } from './league-ui';
import { useLeagueData } from './use-league-data';

type Col<Row> = StatColumn<Row> & { sort?: string };
const num = <Row,>(key: string, label: string, value: (r: Row) => string | number, sort?: string, title?: string): Col<Row> => ({
  key,
  label,
  title,
  numeric: true,
  render: (r) => String(value(r)),
  ...(sort ? { sort } : {}),
});

function battingColumns(league: LeagueDetail, player: string, team: string): Array<Col<LeagueBattingLine>> {
  return [
    { key: 'name', label: player, render: (r) => r.name },
    { key: 'team', label: team, render: (r) => <TeamLabel league={league} index={r.team} short /> },
    num('g', 'G', (r) => r.g),
    num('pa', 'PA', (r) => r.pa),
    num('ab', 'AB', (r) => r.ab),
    num('r', 'R', (r) => r.r, 'r', 'Runs'),
    num('h', 'H', (r) => r.h, 'h', 'Hits'),
    num('d', '2B', (r) => r.d),
    num('t', '3B', (r) => r.t),
    num('hr', 'HR', (r) => r.hr, 'hr', 'Home runs'),
    num('rbi', 'RBI', (r) => r.rbi, 'rbi', 'Runs batted in'),
    num('bb', 'BB', (r) => r.bb),
    num('so', 'SO', (r) => r.so),
    num('sb', 'SB', (r) => r.sb, 'sb', 'Stolen bases'),
    num('cs', 'CS', (r) => r.cs),
    num('avg', 'AVG', (r) => formatAvg(r.avg), 'avg', 'Batting average'),
    num('obp', 'OBP', (r) => formatAvg(r.obp), 'obp', 'On-base percentage'),
    num('slg', 'SLG', (r) => formatAvg(r.slg), 'slg', 'Slugging percentage'),
    num('ops', 'OPS', (r) => formatAvg(r.ops), 'ops', 'On-base plus slugging'),
  ];
}

function pitchingColumns(league: LeagueDetail, player: string, team: string): Array<Col<LeaguePitchingLine>> {
  return [
    { key: 'name', label: player, render: (r) => r.name },
    { key: 'team', label: team, render: (r) => <TeamLabel league={league} index={r.team} short /> },
    num('g', 'G', (r) => r.g),
    num('gs', 'GS', (r) => r.gs, 'gs', 'Games started'),
    num('w', 'W', (r) => r.w, 'w', 'Wins'),
    num('l', 'L', (r) => r.l, 'l', 'Losses'),
    num('sv', 'SV', (r) => r.sv, 'saves', 'Saves'),
    num('cg', 'CG', (r) => r.cg),
    num('sho', 'SHO', (r) => r.sho),
    num('ip', 'IP', (r) => formatInnings(r.ip), 'ip', 'Innings pitched'),
    num('h', 'H', (r) => r.h),
    num('r', 'R', (r) => r.r),
    num('er', 'ER', (r) => r.er),
    num('bb', 'BB', (r) => r.bb),
    num('so', 'SO', (r) => r.so, 'so', 'Strikeouts'),
    num('hr', 'HR', (r) => r.hr),
    num('era', 'ERA', (r) => formatEra(r.era, r.ip), 'era', 'Earned run average'),
    num('whip', 'WHIP', (r) => formatWhip(r.whip), 'whip', 'Walks and hits per inning pitched'),
  ];
}

const LOW_FIRST = new Set(['era', 'whip']);
const DEFAULT_SORT: Record<LeagueStatType, string> = { batting: 'avg', pitching: 'era' };

const Boards = styled.div`
  display: grid;
  gap: ${(p) => p.theme.spacing.md};
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  h4 {
    margin: 0 0 4px;
  }
  ol {
    margin: 0;
    padding-left: 20px;
  }
`;

function LeaderBoards({ league, boards }: { league: LeagueDetail; boards: LeagueLeaderBoard[] }) {
  return (
    <Boards>
      {boards.map((board) => (
        <section key={board.stat} aria-label={board.label}>
          <h4>{board.label}</h4>
          <ol>
            {board.leaders.map((l) => (
              <li key={l.cardId}>
                {l.name} (<TeamLabel league={league} index={l.team} short />) {formatLeaderValue(board.stat, l.value)}
              </li>
            ))}
          </ol>
        </section>
      ))}
    </Boards>
  );
}

/** Statistics: batting or pitching lines, sorted by the server on a column's click; the leaders beneath. */
export function StatisticsPanel({ league, version }: { league: LeagueDetail; version: number }) {
  const t = leagueMessages.useT();
  const [type, setType] = useState<LeagueStatType>('batting');
  const [sort, setSort] = useState<Record<LeagueStatType, string>>(DEFAULT_SORT);
  const id = league.leagueId;
  const stats = useLeagueData<LeagueStatistics>(`${id}:${type}:${sort[type]}:${version}`, (signal) => leaguesApi.statistics(id, type, sort[type], signal));
  const leaders = useLeagueData<LeagueLeaders>(`${id}:${version}`, (signal) => leaguesApi.leaders(id, signal));
  const batting = battingColumns(league, t('stats.player'), t('team'));
  const pitching = pitchingColumns(league, t('stats.player'), t('team'));
  const columns: Array<Col<never>> = (type === 'batting' ? batting : pitching) as Array<Col<never>>;
  const sortable = columns.filter((c) => c.sort).map((c) => c.key);
  const activeKey = columns.find((c) => c.sort === sort[type])?.key;
  const onSort = (key: string) => {
    const field = columns.find((c) => c.key === key)?.sort;
    if (field) setSort((s) => ({ ...s, [type]: field }));
  };
  return (
    <Stack>
      <Tabs<LeagueStatType>
        label={t('stats.typeLabel')}
        items={[
          { key: 'batting', label: t('stats.batting') },
          { key: 'pitching', label: t('stats.pitching') },
        ]}
        selected={type}
        onSelect={setType}
      >
        <DataState {...stats} empty={t('stats.empty')} isEmpty={(s) => (type === 'batting' ? s.batting : s.pitching).length === 0}>
          {(s) =>
            type === 'batting' ? (
              <StatTable<LeagueBattingLine>
                caption={t('stats.batting')}
                columns={batting}
                rows={s.batting}
                rowKey={(r) => r.cardId}
                sortable={sortable}
                sortKey={activeKey}
                onSort={onSort}
                testId="league-batting"
              />
            ) : (
              <StatTable<LeaguePitchingLine>
                caption={t('stats.pitching')}
                columns={pitching}
                rows={s.pitching}
                rowKey={(r) => r.cardId}
                sortable={sortable}
                sortKey={activeKey}
                sortOrder={LOW_FIRST.has(sort[type]) ? 'ascending' : 'descending'}
                onSort={onSort}
                testId="league-pitching"
              />
            )
          }
        </DataState>
      </Tabs>
      <section aria-label={t('stats.leaders')}>
        <h3>{t('stats.leaders')}</h3>
        <DataState {...leaders} empty={t('stats.noLeaders')} isEmpty={(l) => (type === 'batting' ? l.batting : l.pitching).length === 0}>
          {(l) => <LeaderBoards league={league} boards={type === 'batting' ? l.batting : l.pitching} />}
        </DataState>
      </section>
    </Stack>
  );
}
