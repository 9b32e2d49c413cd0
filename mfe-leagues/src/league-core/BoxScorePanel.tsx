import { leaguesApi, StatTable, formatInnings, type LeagueBoxScore, type LeagueBoxSide, type LeagueDetail, DataState, useLeagueData } from '@bb/shared';
import { leagueMessages } from './league-messages';
import { Stack, TwoColumns } from './league-ui';
import { teamName } from './team-names';

type Batter = LeagueBoxSide['batting'][number];
type Pitcher = LeagueBoxSide['pitching'][number];

const n = (key: string, label: string, value: (r: Batter) => number) => ({ key, label, numeric: true, render: (r: Batter) => String(value(r)) });
const p = (key: string, label: string, value: (r: Pitcher) => number) => ({ key, label, numeric: true, render: (r: Pitcher) => String(value(r)) });

function Side({ league, side }: { league: LeagueDetail; side: LeagueBoxSide }) {
  const t = leagueMessages.useT();
  const team = teamName(league, side.team);
  return (
    <Stack as="section" aria-label={team}>
      <StatTable<Batter>
        caption={t('boxScore.batting', { team })}
        columns={[
          { key: 'name', label: t('boxScore.player'), render: (r) => r.name },
          n('ab', 'AB', (r) => r.ab), n('r', 'R', (r) => r.r), n('h', 'H', (r) => r.h), n('d', '2B', (r) => r.d), n('t', '3B', (r) => r.t),
          n('hr', 'HR', (r) => r.hr), n('rbi', 'RBI', (r) => r.rbi), n('bb', 'BB', (r) => r.bb), n('so', 'SO', (r) => r.so), n('sb', 'SB', (r) => r.sb),
        ]}
        rows={side.batting}
        rowKey={(r) => r.cardId}
        testId={`box-batting-${side.team}`}
      />
      <StatTable<Pitcher>
        caption={t('boxScore.pitching', { team })}
        columns={[
          { key: 'name', label: t('boxScore.pitcher'), render: (r) => (r.decision ? `${r.name} (${r.decision})` : r.name) },
          { key: 'ip', label: 'IP', numeric: true, render: (r) => formatInnings(r.ip) },
          p('h', 'H', (r) => r.h), p('r', 'R', (r) => r.r), p('er', 'ER', (r) => r.er), p('bb', 'BB', (r) => r.bb), p('so', 'SO', (r) => r.so), p('hr', 'HR', (r) => r.hr),
        ]}
        rows={side.pitching}
        rowKey={(r) => r.cardId}
        testId={`box-pitching-${side.team}`}
      />
    </Stack>
  );
}

/** A final league game's box score: each club's batters and pitchers (the game's own line is the page's). */
export function BoxScorePanel({ league, scheduleId }: { league: LeagueDetail; scheduleId: number | string }) {
  const box = useLeagueData<LeagueBoxScore>(`${league.leagueId}:${scheduleId}`, (signal) => leaguesApi.boxScore(league.leagueId, scheduleId, signal));
  return (
    <DataState {...box}>
      {(b) => (
        <TwoColumns data-testid="box-score">
          <Side league={league} side={b.away} />
          <Side league={league} side={b.home} />
        </TwoColumns>
      )}
    </DataState>
  );
}
