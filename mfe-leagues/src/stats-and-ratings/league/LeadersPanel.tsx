import { useId } from 'react';
import styled from 'styled-components';
import { ResourceView, StatTable, useResource, tokens } from '@bb/shared';
import { fetchLeaders, statsKeys } from '../common/stats-api';
import { statsMessages } from '../messages';
import { BATTING_LEADER_COLUMNS, BATTING_SORTS, PITCHING_LEADER_COLUMNS, PITCHING_SORTS, nameColumn, rankColumn, teamColumn } from './leader-columns';

/** The API ranks these low to high (api/src/baseball/league-routes.ts). */
const ASCENDING = new Set(['era', 'whip']);

const SortBar = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  margin-bottom: ${tokens.spacing.sm};
  font-weight: 600;
  select {
    min-height: 40px;
    padding: 0 8px;
    border: 1px solid ${tokens.colors.border};
    border-radius: ${tokens.radii.md};
    background: ${tokens.colors.surface};
    color: ${tokens.colors.text};
    font: inherit;
  }
`;

/** League leaders of one kind, sortable on the API's stat sort fields (header buttons or the dropdown). */
export function LeadersPanel({ lgId, year, type, sort, onSort }: { lgId: string; year: number; type: 'batting' | 'pitching'; sort: string; onSort: (sort: string) => void }) {
  const t = statsMessages.useT();
  const selectId = useId();
  const leaders = useResource(statsKeys.leaders(lgId, year, type, sort), (signal) => fetchLeaders(lgId, year, type, sort, signal));
  const columns = type === 'batting' ? BATTING_LEADER_COLUMNS : PITCHING_LEADER_COLUMNS;
  const sorts = type === 'batting' ? BATTING_SORTS : PITCHING_SORTS;
  const caption = t(type === 'batting' ? 'battingLeaders' : 'pitchingLeaders');
  return (
    <div data-testid={`${type}-leaders`}>
      <SortBar htmlFor={selectId}>
        {t('sortBy')}
        <select id={selectId} value={sort} onChange={(e) => onSort(e.target.value)}>
          {sorts.map((key) => (
            <option key={key} value={key}>
              {columns.find((c) => c.key === key)?.label ?? key}
            </option>
          ))}
        </select>
      </SortBar>
      <ResourceView resource={leaders}>
        {(data) => (
          <StatTable
            caption={caption}
            columns={[nameColumn(year), rankColumn, teamColumn, ...columns]}
            rows={data.leaders}
            rowKey={(r) => r.playerId}
            sortable={sorts}
            sortKey={sort}
            sortOrder={ASCENDING.has(sort) ? 'ascending' : 'descending'}
            onSort={onSort}
          />
        )}
      </ResourceView>
    </div>
  );
}
