import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatPerGame, formatWinPct } from '../format/stats';
import { BallparkChart } from './charts/BallparkChart';
import { baseballMessages } from './messages';
import { playerPath } from './PlayerTeamsPanel';
import { StatTable, type StatColumn } from './StatTable';
import { rowBattingColumns, rowPitchingColumns } from './stat-columns';
import type { PlayerRowView, TeamSeasonView } from './types';
import { tokens } from '../theme/theme-vars';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${tokens.spacing.xs} ${tokens.spacing.lg};
  margin: 0 0 ${tokens.spacing.md};
  dt {
    color: ${tokens.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;
const Note = styled.p`
  margin: 0;
  padding: ${tokens.spacing.sm} ${tokens.spacing.md};
  border-left: 4px solid ${tokens.colors.warn};
  background: ${tokens.colors.background};
  font-size: ${tokens.fontSizes.md};
`;

/** Ballpark facts the record has, and a plain statement of what it lacks. */
export function BallparkPanel({ team }: { team: TeamSeasonView }) {
  const t = baseballMessages.useT();
  const park = team.ballpark;
  const place = [park.city, park.state, park.country].filter(Boolean).join(', ');
  const record = `${String(team.team.W ?? 0)}-${String(team.team.L ?? 0)} (${formatWinPct(team.team.winPercentage)})`;
  return (
    <div data-testid="ballpark-panel">
      <Facts>
        <dt>{t('ballpark.name')}</dt>
        <dd>{park.name ?? '-'}</dd>
        {park.alias ? (
          <>
            <dt>{t('ballpark.alsoKnownAs')}</dt>
            <dd>{park.alias}</dd>
          </>
        ) : null}
        <dt>{t('ballpark.location')}</dt>
        <dd>{place || '-'}</dd>
        <dt>{t('ballpark.homeGames')}</dt>
        <dd>{park.homeGames ?? '-'}</dd>
        <dt>{t('ballpark.attendance')}</dt>
        <dd>{park.attendance ? Number(park.attendance).toLocaleString('en-US') : '-'}</dd>
        <dt>{t('ballpark.record')}</dt>
        <dd>{record}</dd>
      </Facts>
      <Note>{t('ballpark.lacks', { fields: new Intl.ListFormat('en', { type: 'disjunction' }).format(park.notInRecord) })}</Note>
    </div>
  );
}

export function BallparkEffectsPanel({ team }: { team: TeamSeasonView }) {
  const t = baseballMessages.useT();
  const { battingFactor, pitchingFactor, label } = team.ballpark.effects;
  const labelText = label === 'Batter Friendly' ? t('chart.batterFriendly') : label === 'Pitcher Friendly' ? t('chart.pitcherFriendly') : t('chart.neutral');
  return (
    <div data-testid="effects-panel" style={{ display: 'grid', gap: 12 }}>
      <p style={{ margin: 0 }}>
        <strong>{labelText}</strong> · {t('chart.battingFactor')} {battingFactor} · {t('chart.pitchingFactor')} {pitchingFactor}
      </p>
      <BallparkChart battingFactor={battingFactor} pitchingFactor={pitchingFactor} />
      <p style={{ margin: 0, fontSize: 12 }}>{t('ballpark.effectsNote')}</p>
    </div>
  );
}

function nameColumn(onNavigate?: () => void): StatColumn<PlayerRowView> {
  return {
    key: 'name',
    label: 'Name',
    render: (r) => (
      <Link to={playerPath(String(r.playerId), Number(r.year))} onClick={onNavigate}>
        {r.firstName} {r.lastName}
      </Link>
    ),
  };
}
const positionColumn: StatColumn<PlayerRowView> = { key: 'pos', label: 'Pos', render: (r) => String(r.primaryPosition) };

export function BattersPanel({ team, onNavigate }: { team: TeamSeasonView; onNavigate?: () => void }) {
  const t = baseballMessages.useT();
  return (
    <StatTable
      caption={t('tabs.batters')}
      testId="batters-panel"
      columns={[nameColumn(onNavigate), positionColumn, ...rowBattingColumns]}
      rows={team.batters}
      rowKey={(r) => String(r.cardId)}
    />
  );
}

export function PitchersPanel({ team, onNavigate }: { team: TeamSeasonView; onNavigate?: () => void }) {
  const t = baseballMessages.useT();
  const throwsColumn: StatColumn<PlayerRowView> = { key: 'throws', label: 'T', render: (r) => String(r.throws) };
  return (
    <StatTable
      caption={t('tabs.pitchers')}
      testId="pitchers-panel"
      columns={[nameColumn(onNavigate), throwsColumn, ...rowPitchingColumns]}
      rows={team.pitchers}
      rowKey={(r) => String(r.cardId)}
    />
  );
}

/** The computer manager's batting order and rotation (the engine's choices for this roster). */
export function LineupPanel({ team, onNavigate }: { team: TeamSeasonView; onNavigate?: () => void }) {
  const t = baseballMessages.useT();
  if (team.lineup.length === 0) return <p>{t('lineup.none')}</p>;
  type Spot = TeamSeasonView['lineup'][number];
  type Starter = TeamSeasonView['rotation'][number];
  return (
    <div data-testid="lineup-panel" style={{ display: 'grid', gap: 16 }}>
      <StatTable<Spot>
        caption={t('lineup.battingOrder')}
        columns={[
          { key: 'order', label: '#', render: (s) => String(s.order) },
          { key: 'name', label: 'Name', render: (s) => <Link to={playerPath(s.playerId, Number(team.team.yearID))} onClick={onNavigate}>{s.name}</Link> },
          { key: 'position', label: 'Pos', render: (s) => s.position },
        ]}
        rows={team.lineup}
        rowKey={(s) => String(s.order)}
      />
      {team.startingPitcher ? (
        <p style={{ margin: 0 }}>
          {t('lineup.startingPitcher')}: <strong>{team.startingPitcher.name}</strong>
        </p>
      ) : null}
      <StatTable<Starter>
        caption={t('lineup.rotation')}
        columns={[
          { key: 'name', label: 'Name', render: (s) => <Link to={playerPath(s.playerId, Number(team.team.yearID))} onClick={onNavigate}>{s.name}</Link> },
          { key: 'throws', label: 'T', render: (s) => s.throws },
          { key: 'gs', label: t('lineup.gamesStarted'), render: (s) => String(s.gamesStarted), numeric: true },
        ]}
        rows={team.rotation}
        rowKey={(s) => s.playerId}
      />
    </div>
  );
}

const Tiles = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.spacing.sm};
  margin: 0 0 ${tokens.spacing.md};
  div {
    flex: 1 1 96px;
    max-width: 160px;
    padding: ${tokens.spacing.sm} ${tokens.spacing.md};
    border: 1px solid ${tokens.colors.border};
    border-radius: ${tokens.radii.md};
    background: ${tokens.colors.surface};
  }
  dt {
    font-size: ${tokens.fontSizes.sm};
    color: ${tokens.colors.textMuted};
  }
  dd {
    margin: 2px 0 0;
    font-size: ${tokens.fontSizes.lg};
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

/** Team stats per game: hits, home runs, runs, strikeouts and win percentage. */
export function TeamStatsLine({ stats }: { stats: TeamSeasonView['teamStats'] }) {
  const tiles: Array<[string, string]> = [
    ['Win %', formatWinPct(stats.winPercentage)],
    ['Runs / game', formatPerGame(stats.avgRunsScored)],
    ['Hits / game', formatPerGame(stats.avgHits)],
    ['HR / game', formatPerGame(stats.avgHr)],
    ['SO / game', stats.avgStrikeouts === null ? '-' : formatPerGame(stats.avgStrikeouts)],
  ];
  return (
    <Tiles data-testid="team-stats">
      {tiles.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </Tiles>
  );
}
