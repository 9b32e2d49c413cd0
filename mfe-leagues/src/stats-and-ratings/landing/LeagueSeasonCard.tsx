import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ResourceView, formatWinPct, teamPath, useResource, tokens, paths } from '@bb/shared';
import { leagueName, leagueTypeCode } from '../common/league-types';
import { fetchStandings, statsKeys } from '../common/stats-api';
import { statsMessages } from '../messages';

const Box = styled.section`
  border: 1px solid ${tokens.colors.border};
  border-radius: ${tokens.radii.lg};
  background: ${tokens.colors.surface};
  padding: ${tokens.spacing.md};
  h3 {
    display: flex;
    align-items: center;
    gap: 8px;
    margin: 0 0 ${tokens.spacing.sm};
    font-size: ${tokens.fontSizes.lg};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    columns: 2 220px;
  }
  li {
    display: flex;
    justify-content: space-between;
    gap: 8px;
    padding: 4px 0;
    break-inside: avoid;
    font-variant-numeric: tabular-nums;
  }
`;
const Code = styled.span`
  padding: 2px 8px;
  border-radius: ${tokens.radii.pill};
  background: ${tokens.colors.secondary};
  color: ${tokens.colors.surface}; /* secondary turns light at night: the text follows the surface */
  font-size: ${tokens.fontSizes.sm};
`;

/** One league of a season: its type code, a link to its page and every team with its record. */
export function LeagueSeasonCard({ lgId, year }: { lgId: string; year: number }) {
  const t = statsMessages.useT();
  const standings = useResource(statsKeys.standings(lgId, year), (signal) => fetchStandings(lgId, year, signal));
  return (
    <Box aria-label={`${year} ${leagueName(lgId)}`} data-testid={`league-${lgId}`}>
      <h3>
        <Code>{leagueTypeCode(lgId)}</Code>
        <Link to={paths.statsLeague(lgId, { year })}>{leagueName(lgId)}</Link>
      </h3>
      <ResourceView resource={standings}>
        {(data) => (
          <ul>
            {data.standings
              .flatMap((d) => d.teams)
              .sort((a, b) => a.name.localeCompare(b.name))
              .map((team) => (
                <li key={team.teamId}>
                  <Link to={teamPath(team.teamId, year)}>{team.name}</Link>
                  <span>
                    {team.wins}-{team.losses} <small>{formatWinPct(team.winPercentage)}</small>
                  </span>
                </li>
              ))}
          </ul>
        )}
      </ResourceView>
      <p style={{ margin: '8px 0 0', fontSize: 12 }}>
        <Link to={paths.statsLeague(lgId, { year })}>{t('viewLeague')} →</Link>
      </p>
    </Box>
  );
}
