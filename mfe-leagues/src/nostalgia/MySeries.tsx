import styled from 'styled-components';
import { DataState, nostalgiaApi, useLeagueData, type NostalgiaSeriesSummary, tokens } from '@bb/shared';
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
  gap: ${tokens.spacing.sm};
  li {
    display: flex;
    flex-wrap: wrap;
    gap: ${tokens.spacing.xs} ${tokens.spacing.md};
    align-items: baseline;
    padding: ${tokens.spacing.sm} ${tokens.spacing.md};
    border: 1px solid ${tokens.colors.border};
    border-radius: ${tokens.radii.md};
    background: ${tokens.colors.surface};
  }
`;

const Status = styled.span`
  padding: 0 ${tokens.spacing.sm};
  border-radius: ${tokens.radii.pill};
  background: ${tokens.colors.background};
  color: ${tokens.colors.textMuted};
  font-size: ${tokens.fontSizes.sm};
`;
