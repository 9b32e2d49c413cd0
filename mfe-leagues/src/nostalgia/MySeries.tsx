import styled from 'styled-components';
import { DataState, nostalgiaApi, useLeagueData, type NostalgiaSeriesSummary } from '@bb/shared';
import { TextLink } from '../league-core/league-ui';
import { nostalgiaMessages } from './messages';
import { seriesPath } from './TeamChooser';
import { shortNames } from './series-text';

/** The user's series, newest first, with the score so far or the champion. */
export function MySeries() {
  const t = nostalgiaMessages.useT();
  const list = useLeagueData<NostalgiaSeriesSummary[]>('my-series', (signal) => nostalgiaApi.mySeries(signal));
  return (
    <section aria-labelledby="nostalgia-mine">
      <h2 id="nostalgia-mine">{t('lobby.mySeries')}</h2>
      <DataState {...list} empty={t('lobby.noSeries')} isEmpty={(l) => l.length === 0}>
        {(series) => (
          <List>
            {series.map((s) => {
              const [a, b] = s.teams;
              const names = shortNames(s.teams.map((team) => team.label));
              const champion = s.champion !== null ? names[s.champion] : undefined;
              return (
                <li key={s.leagueId}>
                  <TextLink to={seriesPath(s.leagueId)}>{s.name}</TextLink>
                  <Status>{t(`lobby.status.${s.status}`)}</Status>
                  <span>
                    {champion
                      ? t('lobby.champion', { team: champion })
                      : a && b
                        ? t('lobby.score', { a: names[0], aw: a.wins, b: names[1], bw: b.wins })
                        : null}
                  </span>
                </li>
              );
            })}
          </List>
        )}
      </DataState>
    </section>
  );
}

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${(p) => p.theme.spacing.sm};
  li {
    display: flex;
    flex-wrap: wrap;
    gap: ${(p) => p.theme.spacing.xs} ${(p) => p.theme.spacing.md};
    align-items: baseline;
    padding: ${(p) => p.theme.spacing.sm} ${(p) => p.theme.spacing.md};
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radii.md};
    background: ${(p) => p.theme.colors.surface};
  }
`;

const Status = styled.span`
  padding: 0 ${(p) => p.theme.spacing.sm};
  border-radius: ${(p) => p.theme.radii.pill};
  background: ${(p) => p.theme.colors.background};
  color: ${(p) => p.theme.colors.textMuted};
  font-size: ${(p) => p.theme.fontSizes.sm};
`;
