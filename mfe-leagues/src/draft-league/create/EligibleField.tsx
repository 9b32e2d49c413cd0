import { FieldBox, FieldError, Hint, YearBox } from '@bb/shared';
import { useState } from 'react';
import styled from 'styled-components';
import type { DraftPoolOptions } from '@bb/shared';
import { DataState, type LeagueData } from '../../league-core';
import { draftMessages } from '../messages';
import { leaguesOf, poolSize } from './create-draft-form';

/** Hint, filter, choices and counts one under the other (inline, the hint ran into the filter's label). */
const Choices = styled.fieldset`
  display: grid;
  gap: 4px;
  min-width: 0;
`;

/** Schema limit of the request body (years and leagues, 20 each). */
const MAX_CHOICES = 20;

/**
 * Eligible players: seasons (GET /api/drafts/pool-options, newest first, Negro Leagues seasons included), then the
 * leagues those seasons offer. A league no chosen season offers any more is dropped from the choice.
 */
export function EligibleField({
  options,
  years,
  leagues,
  onChange,
  error,
}: {
  options: LeagueData<DraftPoolOptions>;
  years: number[];
  leagues: string[];
  onChange: (years: number[], leagues: string[]) => void;
  error: string | undefined;
}) {
  const t = draftMessages.useT();
  const [filter, setFilter] = useState('');
  const offered = leaguesOf(options.data, years);
  const setYears = (next: number[]) => {
    const before = new Set(offered.map((lg) => lg.lgId));
    const after = leaguesOf(options.data, next).map((lg) => lg.lgId);
    // A season brings the leagues it adds to the choice; leagues the manager left out stay out.
    onChange(next, [...leagues.filter((lg) => after.includes(lg)), ...after.filter((lg) => !before.has(lg) && !leagues.includes(lg))]);
  };
  const size = poolSize(options.data, years, leagues);
  const describedBy = error ? 'leagues-error' : undefined;
  return (
    <FieldBox>
      <Choices aria-describedby={describedBy}>
        <legend>{t('create.eligible')}</legend>
        <Hint>{t('create.eligibleHint')}</Hint>
        <DataState {...options}>
          {(data) => (
            <>
              <label htmlFor="season-filter">{t('create.seasonFilter')}</label>
              <input id="season-filter" type="text" inputMode="numeric" value={filter} onChange={(e) => setFilter(e.target.value.trim())} />
              <YearBox role="group" aria-label={t('create.seasons')} data-testid="seasons">
                {[...data.seasons]
                  .sort((a, b) => b.year - a.year)
                  .filter((s) => !filter || String(s.year).includes(filter) || years.includes(s.year))
                  .map(({ year }) => {
                    const on = years.includes(year);
                    return (
                      <label key={year}>
                        <input
                          type="checkbox"
                          checked={on}
                          disabled={!on && years.length >= MAX_CHOICES}
                          onChange={(e) => setYears(e.target.checked ? [...years, year] : years.filter((y) => y !== year))}
                        />
                        {year}
                      </label>
                    );
                  })}
              </YearBox>
            </>
          )}
        </DataState>
        <Hint>
          {t('create.chosenSeasons')}: {years.length ? [...years].sort((a, b) => a - b).join(', ') : t('create.noSeason')}
        </Hint>
      </Choices>
      <Choices aria-describedby={describedBy}>
        <legend>{t('create.leagues')}</legend>
        {offered.length === 0 ? (
          <Hint>{t('create.chooseSeasonsFirst')}</Hint>
        ) : (
          <YearBox role="group" aria-label={t('create.leagues')}>
            {offered.map((lg) => (
              <label key={lg.lgId}>
                <input
                  type="checkbox"
                  checked={leagues.includes(lg.lgId)}
                  onChange={(e) => onChange(years, e.target.checked ? [...leagues, lg.lgId] : leagues.filter((x) => x !== lg.lgId))}
                />
                {t('create.leaguePlayers', { name: lg.name, players: lg.players })}
              </label>
            ))}
          </YearBox>
        )}
        {size !== null && years.length > 0 ? <Hint data-testid="pool-size">{t('create.poolSize', { players: size })}</Hint> : null}
      </Choices>
      <FieldError id="leagues-error" message={error} />
    </FieldBox>
  );
}
