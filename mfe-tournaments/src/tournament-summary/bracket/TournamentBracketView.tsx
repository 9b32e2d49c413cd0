import styled from 'styled-components';
import { media, type TournamentBracket, type TournamentTeamView, tokens } from '@bb/shared';
import { EliminationGroup } from './EliminationGroup';
import { PoolGroup } from './PoolGroup';

const Stage = styled.div`
  display: grid;
  gap: ${tokens.spacing.md};
  min-width: 0;
  & + & {
    margin-top: ${tokens.spacing.lg};
  }
  h4 {
    margin: 0;
    font: 600 ${tokens.fontSizes.lg} ${tokens.fonts.heading};
  }
`;

/** Round robin pools side by side where the screen allows. */
const Pools = styled.div`
  display: grid;
  gap: ${tokens.spacing.lg};
  min-width: 0;
  ${media.up('md')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Group = styled.div`
  display: grid;
  gap: ${tokens.spacing.sm};
  min-width: 0;
  h5 {
    margin: 0;
  }
`;

export interface TournamentBracketViewProps {
  bracket: TournamentBracket;
  teams: readonly TournamentTeamView[];
  /** The viewer's team, outlined wherever it plays. */
  myTeam: number | null;
}

/**
 * The whole bracket, stage by stage: round robin pools as standings tables with their matchdays, then the knockout;
 * elimination groups (winners, losers, grand final) as columns of match cards joined left to right.
 */
export function TournamentBracketView({ bracket, teams, myTeam }: TournamentBracketViewProps) {
  const several = bracket.stages.length > 1;
  return (
    <div data-testid="tournament-bracket">
      {bracket.stages.map((stage, s) => {
        const pools = stage.groups.filter((g) => g.standings !== null || stage.type === 'round_robin');
        const brackets = stage.groups.filter((g) => !pools.includes(g));
        return (
          <Stage key={`${stage.name}-${s}`} data-stage={stage.type}>
            {several || stage.name ? <h4>{stage.name}</h4> : null}
            {pools.length > 0 ? (
              <Pools>
                {pools.map((group, g) => (
                  <PoolGroup key={`${group.name}-${g}`} group={group} label={group.name || stage.name} teams={teams} myTeam={myTeam} />
                ))}
              </Pools>
            ) : null}
            {brackets.map((group, g) => (
              <Group key={`${group.name}-${g}`}>
                {group.name ? <h5>{group.name}</h5> : null}
                <EliminationGroup group={group} label={group.name || stage.name} teams={teams} myTeam={myTeam} />
              </Group>
            ))}
          </Stage>
        );
      })}
    </div>
  );
}
