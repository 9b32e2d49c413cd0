import { useMemo, useState } from 'react';
import { Card, DEFAULT_YEAR_TABS, ERAS, useApiQuery, type GameTeamRef, type SeasonYear } from '@bb/shared';
import { fetchYearTeams, gameKeys } from '../game-api/games-api';
import { gameUiMessages } from './game-ui-messages';
import { Field, TabButton, TabRow } from './form-styles';

const CURRENT_YEAR = new Date().getFullYear();

/** The era a year falls in; Power Era (1871 to today) is the catch-all, so it is checked last. */
function eraOf(year: number): string {
  return ERAS.find((e) => e.name !== 'Power Era' && year >= e.from && year <= (e.to ?? CURRENT_YEAR))?.name ?? 'Power Era';
}

export interface TeamChooserProps {
  label: string;
  years: SeasonYear[];
  value: GameTeamRef;
  onChange(team: GameTeamRef): void;
}

/** One side's team: era tabs, year tabs (newest first) and every team-season of that year. */
export function TeamChooser({ label, years, value, onChange }: TeamChooserProps) {
  const t = gameUiMessages.useT();
  const [era, setEra] = useState<string | null>(() => (DEFAULT_YEAR_TABS.includes(value.year) ? null : eraOf(value.year)));
  const available = useMemo(() => new Set(years.map((y) => y.year)), [years]);

  const yearTabs = useMemo(() => {
    if (era === null) return DEFAULT_YEAR_TABS.filter((y) => available.has(y));
    const range = ERAS.find((e) => e.name === era)!;
    return years.map((y) => y.year).filter((y) => y >= range.from && y <= (range.to ?? CURRENT_YEAR));
  }, [era, years, available]);

  // The previous year's teams stay listed until the new year's answer; a failure lists none.
  const yearTeams = useApiQuery(gameKeys.yearTeams(value.year), (signal) => fetchYearTeams(value.year, signal), { keepPrevious: true });
  const teams = yearTeams.error ? [] : (yearTeams.data ?? []);

  const pickYear = (year: number) => onChange({ teamId: '', year });

  return (
    <Card aria-label={label}>
      <h2>{label}</h2>
      <TabRow role="tablist" aria-label={`${label} ${t('eras')}`}>
        <TabButton role="tab" aria-selected={era === null} $active={era === null} onClick={() => setEra(null)}>
          {t('defaultYears')}
        </TabButton>
        {ERAS.map((e) => (
          <TabButton key={e.name} role="tab" aria-selected={era === e.name} $active={era === e.name} onClick={() => setEra(e.name)}>
            {e.name}
          </TabButton>
        ))}
      </TabRow>
      <TabRow role="tablist" aria-label={`${label} ${t('years')}`}>
        {yearTabs.map((year) => (
          <TabButton key={year} role="tab" aria-selected={value.year === year} $active={value.year === year} onClick={() => pickYear(year)}>
            {year}
          </TabButton>
        ))}
      </TabRow>
      <Field>
        {`${label} ${t('team')}`}
        <select value={value.teamId} onChange={(event) => onChange({ teamId: event.target.value, year: value.year })}>
          <option value="">{t('chooseTeam')}</option>
          {teams.map((team) => (
            <option key={team.teamId} value={team.teamId}>
              {`${team.year} ${team.name} (${team.lgId}, ${t('record', { wins: team.wins, losses: team.losses })})`}
            </option>
          ))}
        </select>
      </Field>
    </Card>
  );
}
