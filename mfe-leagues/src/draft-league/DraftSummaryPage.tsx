import { useState } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Page, PageTitle, TableScroll, Tabs, type DraftPickView, type DraftSummary, tokens } from '@bb/shared';
import { DataState, draftPaths, draftsApi, Notice, notifyUnless403, Problem, statusOf, TextLink, Toolbar, useLeagueData } from '../league-core';
import { draftMessages } from './messages';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  margin-bottom: ${tokens.spacing.md};
  caption {
    text-align: left;
    font-weight: 700;
    padding: ${tokens.spacing.sm} 0;
  }
  th,
  td {
    text-align: left;
    padding: 4px;
    border-bottom: 1px solid ${tokens.colors.border};
  }
`;

const Ok = styled.p`
  margin: 0 0 ${tokens.spacing.sm};
  color: ${tokens.colors.success};
`;

type View = 'round' | 'team';

function PickTable({ caption, picks, teamName }: { caption: string; picks: DraftPickView[]; teamName: (team: number) => string }) {
  const t = draftMessages.useT();
  return (
    <TableScroll label={caption}>
      <Table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('summary.pick')}</th>
            <th scope="col">{t('summary.team')}</th>
            <th scope="col">{t('summary.player')}</th>
            <th scope="col">{t('summary.position')}</th>
            <th scope="col">{t('summary.year')}</th>
          </tr>
        </thead>
        <tbody>
          {picks.map((p) => (
            <tr key={p.pick}>
              <td>
                {p.round}.{p.pickInRound} (#{p.pick})
              </td>
              <td>{teamName(p.team)}</td>
              <td>
                {p.name}
                {p.auto ? ` (${t('summary.auto')})` : ''}
              </td>
              <td>{p.position}</td>
              <td>{p.year}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroll>
  );
}

/** /draft-league/summary/{leagueId}: the picks by round and by team, and each team's validation (403: no toast). */
export function DraftSummaryPage() {
  const t = draftMessages.useT();
  const { leagueId = '' } = useParams();
  const [view, setView] = useState<View>('round');
  const summary = useLeagueData<DraftSummary>(leagueId, (signal) => draftsApi.summary(leagueId, signal), notifyUnless403);
  if (summary.data === undefined && statusOf(summary.error) === 403) {
    return (
      <Page>
        <PageTitle>{t('summary.title')}</PageTitle>
        <Notice role="alert">{t('summary.notAllowed')}</Notice>
      </Page>
    );
  }
  // The title stands before the data arrives (and when it never does: an unknown league still has its page).
  return (
    <Page>
      <PageTitle>{summary.data ? `${t('summary.title')}: ${summary.data.room.name}` : t('summary.title')}</PageTitle>
      <DataState {...summary}>
        {({ room, rosters, validation }) => {
          const teamName = (index: number) => {
            const team = room.teams.find((x) => x.index === index);
            return team ? `${team.city} ${team.nickname}` : String(index);
          };
          const rounds = Array.from({ length: room.rounds }, (_, i) => i + 1);
          return (
            <>
              <Toolbar>
                <TextLink to={draftPaths.home(room.leagueId)}>{t('summary.backToLeague')}</TextLink>
              </Toolbar>
              <Tabs<View>
                label={t('summary.title')}
                items={[
                  { key: 'round', label: t('summary.byRound') },
                  { key: 'team', label: t('summary.byTeam') },
                ]}
                selected={view}
                onSelect={setView}
              >
                {view === 'round'
                  ? rounds.map((round) => {
                      const picks = room.picks.filter((p) => p.round === round).sort((a, b) => a.pick - b.pick);
                      return picks.length ? <PickTable key={round} caption={t('summary.round', { round })} picks={picks} teamName={teamName} /> : null;
                    })
                  : rosters.map(({ team, picks }) => {
                      const check = validation.teams.find((v) => v.team === team);
                      return (
                        <section key={team} aria-label={teamName(team)}>
                          <PickTable caption={teamName(team)} picks={picks} teamName={teamName} />
                          {check && !check.valid ? (
                            <Problem role="status">{t('summary.invalid', { problems: check.problems.join('; ') })}</Problem>
                          ) : check ? (
                            <Ok>{t('summary.valid')}</Ok>
                          ) : null}
                        </section>
                      );
                    })}
              </Tabs>
            </>
          );
        }}
      </DataState>
    </Page>
  );
}
