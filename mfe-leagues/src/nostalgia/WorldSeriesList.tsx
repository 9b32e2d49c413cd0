import { useMemo, useState } from 'react';
import styled from 'styled-components';
import {
  Button,
  controlStyles,
  DataState,
  media,
  NoDataPlaceholder,
  nostalgiaApi,
  useLeagueData,
  type NostalgiaTeam,
  type WorldSeriesYear,
  tokens,
} from '@bb/shared';
import { nostalgiaMessages } from './messages';
import { TeamChooser } from './TeamChooser';

const decadeOf = (year: number) => Math.floor(year / 10) * 10;

/** Every World Series of the record, searchable by year or team and narrowed by decade; "Replay" picks a team. */
export function WorldSeriesList() {
  const t = nostalgiaMessages.useT();
  const list = useLeagueData<WorldSeriesYear[]>('world-series', (signal) => nostalgiaApi.worldSeries(signal));
  const [text, setText] = useState('');
  const [decade, setDecade] = useState<number | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  const decades = useMemo(() => [...new Set((list.data ?? []).map((w) => decadeOf(w.year)))], [list.data]);
  const shown = useMemo(() => {
    const q = text.trim().toLowerCase();
    return (list.data ?? [])
      .filter((w) => decade === null || decadeOf(w.year) === decade)
      .filter((w) => !q || String(w.year).includes(q) || w.teams.some((team) => team.name.toLowerCase().includes(q)))
      .reverse();
  }, [list.data, text, decade]);
  return (
    <section aria-labelledby="nostalgia-ws">
      <h2 id="nostalgia-ws">{t('lobby.worldSeries')}</h2>
      <Intro>{t('lobby.worldSeriesIntro')}</Intro>
      <Filters>
        <label>
          <span>{t('lobby.search')}</span>
          <input type="search" value={text} onChange={(e) => setText(e.target.value)} />
        </label>
        <label>
          <span>{t('lobby.decade')}</span>
          <select value={decade ?? ''} onChange={(e) => setDecade(e.target.value ? Number(e.target.value) : null)}>
            <option value="">{t('lobby.allDecades')}</option>
            {decades.map((d) => (
              <option key={d} value={d}>
                {t('lobby.decadeName', { decade: d })}
              </option>
            ))}
          </select>
        </label>
      </Filters>
      <DataState {...list} data={list.data ? shown : undefined}>
        {(rows) => rows.length === 0 ? <NoDataPlaceholder /> : (
          <Rows>
            {rows.map((w) => (
              <Row key={w.year} data-testid={`world-series-${w.year}`}>
                <Year>{w.year}</Year>
                <Teams>
                  {w.teams.map((team) => (
                    <TeamLine key={team.teamId} team={team} winner={team.teamId === w.winner} />
                  ))}
                </Teams>
                {open === w.year ? (
                  <Wide>
                    <TeamChooser series={{ worldSeries: w.year }} teams={w.teams} onCancel={() => setOpen(null)} />
                  </Wide>
                ) : (
                  <Button $variant="secondary" onClick={() => setOpen(w.year)} aria-label={`${t('lobby.replay')} ${w.year}`}>
                    {t('lobby.replay')}
                  </Button>
                )}
              </Row>
            ))}
          </Rows>
        )}
      </DataState>
    </section>
  );
}

export function TeamLine({ team, winner = false }: { team: NostalgiaTeam; winner?: boolean }) {
  const t = nostalgiaMessages.useT();
  return (
    <span>
      {team.name} <Muted>({t('lobby.record', { wins: team.wins, losses: team.losses })})</Muted>
      {winner ? <Badge>{t('lobby.realWinner')}</Badge> : null}
    </span>
  );
}

const Intro = styled.p`
  margin: 0 0 ${tokens.spacing.md};
  color: ${tokens.colors.textMuted};
`;

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.spacing.md};
  margin-bottom: ${tokens.spacing.md};
  label {
    display: grid;
    gap: ${tokens.spacing.xs};
    font-weight: 600;
    flex: 1 1 180px;
  }
  input,
  select {
    ${controlStyles}
  }
`;

const Rows = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${tokens.spacing.sm};
  max-height: 60vh;
  overflow-y: auto;
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${tokens.spacing.sm} ${tokens.spacing.md};
  align-items: center;
  padding: ${tokens.spacing.sm} ${tokens.spacing.md};
  border: 1px solid ${tokens.colors.border};
  border-radius: ${tokens.radii.md};
  background: ${tokens.colors.surface};
  > button {
    grid-column: 1 / -1;
    justify-self: start;
  }
  ${media.up('tablet')} {
    grid-template-columns: auto 1fr auto;
    > button {
      grid-column: auto;
    }
  }
`;

const Wide = styled.div`
  grid-column: 1 / -1;
`;

const Year = styled.strong`
  font-family: ${tokens.fonts.heading};
  font-size: ${tokens.fontSizes.xl};
`;

const Teams = styled.div`
  display: grid;
  gap: 2px;
`;

const Muted = styled.span`
  color: ${tokens.colors.textMuted};
`;

const Badge = styled.span`
  margin-left: ${tokens.spacing.xs};
  padding: 0 ${tokens.spacing.sm};
  border-radius: ${tokens.radii.pill};
  background: ${tokens.colors.success};
  color: ${tokens.colors.successText};
  font-size: ${tokens.fontSizes.sm};
  font-weight: 600;
  white-space: nowrap;
`;
