import { LEAGUE_MAX_YEARS, type LeagueYears, FieldBox, FieldError, Hint, YearBox } from '@bb/shared';
import { DataState, type LeagueData } from '../../league-core';
import { historicalMessages } from '../messages';

/** The years multi-select (GET /api/leagues/years with each year's team count), newest first. */
export function YearsField({
  years,
  chosen,
  onChange,
  error,
}: {
  years: LeagueData<LeagueYears>;
  chosen: number[];
  onChange: (years: number[]) => void;
  error: string | undefined;
}) {
  const t = historicalMessages.useT();
  const toggle = (year: number, on: boolean) => onChange(on ? [...chosen, year] : chosen.filter((y) => y !== year));
  return (
    <FieldBox>
      <fieldset aria-describedby={error ? 'years-error' : undefined}>
        <legend>{t('create.years')}</legend>
        <DataState {...years}>
          {(data) => (
            <YearBox data-testid="years">
              {[...data.years]
                .sort((a, b) => b.year - a.year)
                .map(({ year, teams }) => {
                  const on = chosen.includes(year);
                  return (
                    <label key={year}>
                      <input type="checkbox" checked={on} disabled={!on && chosen.length >= LEAGUE_MAX_YEARS} onChange={(e) => toggle(year, e.target.checked)} />
                      {t('create.yearTeams', { year, teams })}
                    </label>
                  );
                })}
            </YearBox>
          )}
        </DataState>
      </fieldset>
      <Hint>
        {t('create.chosenYears')}: {chosen.length ? [...chosen].sort((a, b) => a - b).join(', ') : t('create.noYearChosen')}
      </Hint>
      <FieldError id="years-error" message={error} />
    </FieldBox>
  );
}
