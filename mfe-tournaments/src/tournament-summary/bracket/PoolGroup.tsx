import styled from 'styled-components';
import { TOURNAMENT_POOL_ADVANCE, type TournamentGroupView, type TournamentTeamView, tokens } from '@bb/shared';
import { summaryMessages } from '../messages';
import { teamAt, teamSeasonName } from '../team-names';
import { MATCH_MAX_WIDTH, MATCH_WIDTH, MatchCard } from './MatchCard';
import { TeamBadge } from '../TeamBadge';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${tokens.fontSizes.md};
  caption {
    text-align: left;
    font: 600 ${tokens.fontSizes.md} ${tokens.fonts.heading};
    padding-bottom: ${tokens.spacing.xs};
  }
  th,
  td {
    padding: 6px 8px;
    border-bottom: 1px solid ${tokens.colors.border};
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  th:first-child,
  td:first-child {
    text-align: left;
    overflow-wrap: anywhere;
  }
  tr[data-advances] td:first-child {
    font-weight: 700;
    border-left: 4px solid ${tokens.colors.success};
  }
  tr[data-mine] td {
    /* The focus colour at 0x1a alpha: a token is a var(), which takes no hex alpha suffix. */
    background: color-mix(in srgb, ${tokens.colors.focus} 10.2%, transparent);
  }
`;

const Matchdays = styled.div`
  display: grid;
  gap: ${tokens.spacing.sm};
  margin-top: ${tokens.spacing.sm};
`;

const Day = styled.div`
  h5 {
    margin: 0 0 ${tokens.spacing.xs};
    font: 600 ${tokens.fontSizes.md} ${tokens.fonts.heading};
    color: ${tokens.colors.textMuted};
  }
`;

const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${MATCH_WIDTH}px, ${MATCH_MAX_WIDTH}px));
  gap: ${tokens.spacing.sm};
`;

export interface PoolGroupProps {
  group: TournamentGroupView;
  label: string;
  teams: readonly TournamentTeamView[];
  myTeam: number | null;
}

/** A round robin pool: its standings (the top ones marked as going through), then its matchdays. */
export function PoolGroup({ group, label, teams, myTeam }: PoolGroupProps) {
  const t = summaryMessages.useT();
  const rows = group.standings ?? [];
  return (
    <section aria-label={label} data-testid="pool">
      <Table>
        <caption>{label}</caption>
        <thead>
          <tr>
            <th scope="col">{t('pool.team')}</th>
            <th scope="col">{t('pool.w')}</th>
            <th scope="col">{t('pool.l')}</th>
            <th scope="col">{t('pool.games')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => {
            const advances = i < TOURNAMENT_POOL_ADVANCE;
            const team = teamAt(teams, row.team);
            const name = teamSeasonName(team);
            return (
              <tr key={row.team} data-advances={advances || undefined} data-mine={row.team === myTeam || undefined}>
                <td title={advances ? t('pool.advances') : undefined}>
                  <TeamBadge team={team} size={18} />
                  {name}
                </td>
                <td>{row.wins}</td>
                <td>{row.losses}</td>
                <td>{`${row.gameWins}-${row.gameLosses}`}</td>
              </tr>
            );
          })}
        </tbody>
      </Table>
      <Matchdays>
        {group.rounds.map((round, r) => (
          <Day key={`${round.name}-${r}`}>
            <h5>{round.name}</h5>
            <Cards>
              {round.matches.map((match) => (
                <MatchCard key={match.id} match={match} teams={teams} myTeam={myTeam} />
              ))}
            </Cards>
          </Day>
        ))}
      </Matchdays>
    </section>
  );
}
