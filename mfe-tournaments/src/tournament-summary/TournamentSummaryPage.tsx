import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Page, PageTitle, Spinner, TOURNAMENT_MESSAGES, media, type TournamentDetail, tokens } from '@bb/shared';
import { tournamentPaths } from '../tournament-core/tournament-paths';
import { TournamentBracketView } from './bracket/TournamentBracketView';
import { LeadersPanel } from './LeadersPanel';
import { summaryMessages } from './messages';
import { NextGameCard } from './NextGameCard';
import { OwnerPanel } from './OwnerPanel';
import { ScoresPanel } from './ScoresPanel';
import { StatisticsPanel } from './StatisticsPanel';
import { SummaryHeader } from './SummaryHeader';
import { Muted, Panel } from './summary-ui';
import { TeamsPanel } from './TeamsPanel';
import { teamAt, teamSeasonName } from './team-names';
import { useTournamentSummary, type SummaryState } from './use-tournament-summary';

/** The tournament container is the viewport less the 72 px header. */
// Every grid here has one minmax(0, 1fr) track: an 'auto' track would grow to a wide table's width and push the
// phone's page sideways instead of letting the table scroll in its own box.
const Container = styled(Page)`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  align-content: start;
  gap: ${tokens.spacing.md};
  min-height: calc(100vh - ${tokens.layout.headerHeight});
  min-width: 0;
`;

/** Phone: one column. Wide screens: the main column and a side column. */
const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${tokens.spacing.md};
  min-width: 0;
  ${media.up('md')} {
    grid-template-columns: minmax(0, 1fr) minmax(280px, 360px);
    align-items: start;
  }
`;

/** A column of stacked panels. */
const Column = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${tokens.spacing.md};
  min-width: 0;
`;

/**
 * The champion in the trophy gold with its own text colour: a pair that reads the same in day and night (the night
 * `secondary` is near-white, under which the white `primaryText` vanished).
 */
const Banner = styled.p`
  margin: 0;
  padding: ${tokens.spacing.md};
  border-radius: ${tokens.radii.lg};
  background: ${tokens.colors.accent};
  color: ${tokens.colors.accentText};
  overflow-wrap: anywhere;
  font: 700 ${tokens.fontSizes.lg} ${tokens.fonts.heading};
  text-align: center;
`;

function Claiming({ detail, state, refresh, setDetail, setUsers, markDeleted }: Parts) {
  return (
    <Columns>
      <TeamsPanel detail={detail} onClaimed={setDetail} refresh={refresh} />
      <Column>
        <Panel aria-labelledby="tournament-bracket-later">
          <h2 id="tournament-bracket-later">{summaryMessages.t('bracket')}</h2>
          <Muted>{summaryMessages.t('bracketLater')}</Muted>
        </Panel>
        {detail.isOwner ? <OwnerPanel detail={detail} users={state.users} onUsers={setUsers} onDeleted={markDeleted} /> : null}
      </Column>
    </Columns>
  );
}

function Locked({ detail, state, refresh, version }: Parts) {
  const t = summaryMessages.useT();
  const champion = detail.status === 'final' && detail.champion !== null ? teamSeasonName(teamAt(detail.teams, detail.champion)) : null;
  return (
    <>
      {champion ? (
        <Banner role="status" data-testid="champion">
          {t('championBanner', { team: champion })}
        </Banner>
      ) : null}
      {detail.myTeam !== null && detail.status !== 'final' ? <NextGameCard detail={detail} refresh={refresh} /> : null}
      <Panel aria-labelledby="tournament-bracket">
        <h2 id="tournament-bracket">{t('bracket')}</h2>
        {state.bracket && state.bracket.stages.length > 0 ? (
          <TournamentBracketView bracket={state.bracket} teams={detail.teams} myTeam={detail.myTeam} />
        ) : (
          <Muted>{t('bracketLater')}</Muted>
        )}
      </Panel>
      <Columns>
        <Column>
          <ScoresPanel detail={detail} version={version} />
          <StatisticsPanel detail={detail} version={version} />
        </Column>
        <LeadersPanel detail={detail} version={version} />
      </Columns>
    </>
  );
}

type Ready = Extract<SummaryState, { kind: 'ready' }>;
interface Parts extends ReturnType<typeof useTournamentSummary> {
  detail: TournamentDetail;
  state: Ready;
}

/**
 * /tournament/summary/{leagueId}: the header (and before the lock the countdown, the claimed count and the field with
 * Claim Team; the owner's invitations and delete), after it the champion, the viewer's next game, the bracket, the
 * scores, the statistics and the leaders. Live: every change of this tournament reloads it; a deletion says so.
 */
export default function TournamentSummaryPage() {
  const t = summaryMessages.useT();
  const { leagueId = '' } = useParams();
  const summary = useTournamentSummary(leagueId);
  const { state } = summary;

  if (state.kind === 'loading') {
    return (
      <Container aria-busy="true">
        <PageTitle>{t('title')}</PageTitle>
        <Spinner label={t('loading')} />
      </Container>
    );
  }
  if (state.kind === 'missing' || state.kind === 'deleted') {
    return (
      <Container>
        <PageTitle>{t('title')}</PageTitle>
        <p role="alert">{state.kind === 'missing' ? state.message || TOURNAMENT_MESSAGES.notFound : state.name ? TOURNAMENT_MESSAGES.deletedNotice(state.name) : t('deletedNotice')}</p>
        <p>
          <Button as={Link} to={tournamentPaths.lobby()}>
            {t('deleted')}
          </Button>
        </p>
      </Container>
    );
  }
  const parts: Parts = { ...summary, detail: state.detail, state };
  return (
    <Container>
      <SummaryHeader detail={state.detail} />
      {state.detail.status === 'claiming' ? <Claiming {...parts} /> : <Locked {...parts} />}
    </Container>
  );
}
