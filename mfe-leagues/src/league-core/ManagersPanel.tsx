import { useCallback } from 'react';
import styled from 'styled-components';
import type { LeagueDetail, LeagueTeamView, ManagerTendencies } from '@bb/shared';
import { leagueMessages } from './league-messages';
import { Problem, SmallButton, Stack, TeamLabel } from './league-ui';
import { teamName } from './team-names';
import { canRegenerate, useRegenerateManager } from './use-regenerate-manager';
import { tokens } from '@bb/shared';

/** The four leanings in the order shown, each with its label and short explanation. */
const TENDENCIES = [
  { key: 'aggressiveness', label: 'managers.aggressiveness', hint: 'managers.aggressivenessHint' },
  { key: 'bullpenHook', label: 'managers.bullpenHook', hint: 'managers.bullpenHookHint' },
  { key: 'restRegulars', label: 'managers.restRegulars', hint: 'managers.restRegularsHint' },
  { key: 'smallBall', label: 'managers.smallBall', hint: 'managers.smallBallHint' },
] as const satisfies ReadonlyArray<{ key: keyof ManagerTendencies; label: string; hint: string }>;

const Legend = styled.section`
  padding: ${tokens.spacing.sm} ${tokens.spacing.md};
  border: 1px solid ${tokens.colors.border};
  border-radius: ${tokens.radii.md};
  background: ${tokens.colors.surface};
  p {
    margin: 0 0 ${tokens.spacing.xs};
  }
  dl {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 240px), 1fr));
    gap: ${tokens.spacing.xs} ${tokens.spacing.md};
    margin: 0;
  }
  dl > div {
    display: grid;
    align-content: start;
  }
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
    color: ${tokens.colors.textMuted};
  }
`;

const Cards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 320px), 1fr));
  gap: ${tokens.spacing.md};
`;

const Card = styled.li`
  display: grid;
  align-content: start;
  gap: ${tokens.spacing.sm};
  min-width: 0;
  padding: ${tokens.spacing.sm} ${tokens.spacing.md} ${tokens.spacing.md};
  border: 1px solid ${tokens.colors.border};
  border-radius: ${tokens.radii.md};
  background: ${tokens.colors.surface};
  ${Problem} {
    margin: 0;
  }
`;

const Human = styled.p`
  margin: 0;
  color: ${tokens.colors.textMuted};
`;

const Action = styled.div`
  display: flex;
  padding-top: ${tokens.spacing.xs};
`;

const Who = styled.div`
  display: grid;
  gap: 2px;
  min-width: 0;
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 8px;
  font-size: ${tokens.fontSizes.sm};
  color: ${tokens.colors.textMuted};
`;

const ManagerName = styled.span`
  font-size: ${tokens.fontSizes.md};
  font-weight: 600;
  color: ${tokens.colors.text};
`;

const Kind = styled.span`
  padding: 0 6px;
  border: 1px solid ${tokens.colors.border};
  border-radius: ${tokens.radii.pill};
  line-height: 18px;
`;

const Meters = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, max-content) minmax(60px, 1fr) 3ch;
  align-items: center;
  gap: 6px ${tokens.spacing.sm};
  margin: 0;
  dt {
    font-size: ${tokens.fontSizes.sm};
  }
  dd {
    display: contents;
  }
`;

const Row = styled.div`
  display: contents;
`;

const Track = styled.span`
  display: block;
  height: 8px;
  border-radius: ${tokens.radii.pill};
  background: ${tokens.colors.border};
  overflow: hidden;
`;

const Fill = styled.span<{ $value: number }>`
  display: block;
  width: ${(p) => p.$value}%;
  height: 100%;
  border-radius: inherit;
  background: ${tokens.colors.info};
`;

const Value = styled.span`
  text-align: right;
  font-variant-numeric: tabular-nums;
  font-weight: 600;
`;

/** The four leanings as labelled bars with their numbers (0–100). */
function TendencyMeters({ tendencies }: { tendencies: ManagerTendencies }) {
  const t = leagueMessages.useT();
  return (
    <Meters>
      {TENDENCIES.map(({ key, label }) => {
        const value = Math.max(0, Math.min(100, Math.round(tendencies[key])));
        return (
          <Row key={key}>
            <dt>{t(label)}</dt>
            <dd>
              <Track role="meter" aria-label={t(label)} aria-valuemin={0} aria-valuemax={100} aria-valuenow={value} aria-valuetext={t('managers.value', { label: t(label), value })}>
                <Fill $value={value} />
              </Track>
              <Value aria-hidden="true">{value}</Value>
            </dd>
          </Row>
        );
      })}
    </Meters>
  );
}

function ManagerCard({
  league,
  team,
  regenerate,
  pending,
  error,
}: {
  league: LeagueDetail;
  team: LeagueTeamView;
  regenerate: (index: number) => void;
  pending: number | null;
  error: string | undefined;
}) {
  const t = leagueMessages.useT();
  return (
    <Card data-testid={`manager-${team.index}`}>
      <Who>
        <strong>
          <TeamLabel league={league} index={team.index} />
        </strong>
        <Meta>
          <ManagerName data-testid="manager-name">{team.managerName}</ManagerName>
          <Kind>{t(`managers.kind.${team.manager}`)}</Kind>
          <span>
            {team.year} {team.lgId}
          </span>
        </Meta>
      </Who>
      {team.manager !== 'computer' ? <Human>{t(team.manager === 'you' ? 'managers.humanYou' : 'managers.human')}</Human> : null}
      {team.manager === 'computer' && team.tendencies ? <TendencyMeters tendencies={team.tendencies} /> : null}
      {error ? <Problem role="alert">{error}</Problem> : null}
      {canRegenerate(league, team) ? (
        <Action>
          <SmallButton aria-label={t('managers.regenerateName', { team: teamName(league, team.index) })} disabled={pending !== null} onClick={() => regenerate(team.index)}>
            {pending === team.index ? t('managers.regenerating') : t('managers.regenerate')}
          </SmallButton>
        </Action>
      ) : null}
    </Card>
  );
}

/**
 * Managers (computer manager tendencies, regenerate manager): every team's manager, the computer
 * managers' leanings, and for the owner before the season a "Regenerate manager" per computer manager.
 */
export function ManagersPanel({ league, onLeagueChange }: { league: LeagueDetail; onLeagueChange: (league: LeagueDetail) => void }) {
  const t = leagueMessages.useT();
  const replaceTeam = useCallback(
    (team: LeagueTeamView) => onLeagueChange({ ...league, teams: league.teams.map((old) => (old.index === team.index ? team : old)) }),
    [league, onLeagueChange],
  );
  const success = useCallback((team: LeagueTeamView) => t('managers.regenerated', { team: teamName(league, team.index), name: team.managerName }), [league, t]);
  const { regenerate, pending, errors } = useRegenerateManager(league.leagueId, replaceTeam, success);
  return (
    <Stack data-testid="managers">
      <Legend aria-label={t('managers.legend')}>
        <p>{t('managers.intro')}</p>
        <dl>
          {TENDENCIES.map(({ key, label, hint }) => (
            <div key={key}>
              <dt>{t(label)}</dt>
              <dd>{t(hint)}</dd>
            </div>
          ))}
        </dl>
      </Legend>
      <Cards aria-label={t('managers.list')}>
        {league.teams.map((team) => (
          <ManagerCard key={team.index} league={league} team={team} regenerate={(index) => void regenerate(index)} pending={pending} error={errors[team.index]} />
        ))}
      </Cards>
    </Stack>
  );
}
