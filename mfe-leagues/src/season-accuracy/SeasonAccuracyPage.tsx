import { useId } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { AREA_ENTRY, controlStyles, Notice, Page, PageTitle, SEASON_FIRST_YEAR, seasonsApi, useLeagueData, tokens, type CurrentSeason } from '@bb/shared';
import { notifyUnless403, seasonAccuracyPath, TextLink, Toolbar } from '../league-core';
import { AccuracyReport } from './AccuracyReport';
import { accuracyMessages } from './messages';

/** The seasons a replay can be made of, newest first: the season replay's own range (1871 to the newest season). */
const yearsUpTo = (last: number): number[] => Array.from({ length: Math.max(0, last - SEASON_FIRST_YEAR + 1) }, (_, i) => last - i);

const yearOf = (param: string | undefined): number | null => {
  if (param === undefined) return null;
  const year = Number(param);
  return Number.isInteger(year) && year >= SEASON_FIRST_YEAR ? year : Number.NaN;
};

/**
 * /season/accuracy/{year?}: a season picker and, once a season is chosen, its accuracy report. The picker does not
 * choose one by itself: asking for a report starts its replays on the server.
 */
export function SeasonAccuracyPage() {
  const t = accuracyMessages.useT();
  const navigate = useNavigate();
  const year = yearOf(useParams().year);
  const current = useLeagueData<CurrentSeason>('current', (signal) => seasonsApi.current(signal), notifyUnless403);
  const known = year !== null && !Number.isNaN(year);
  const years = current.data ? yearsUpTo(current.data.year) : known ? [year] : [];
  const pickerId = useId();
  return (
    <Page>
      <PageTitle>{known ? t('titleYear', { year }) : t('title')}</PageTitle>
      <Intro>{t('intro')}</Intro>
      <Toolbar>
        <Picker>
          <label htmlFor={pickerId}>{t('picker.label')}</label>
          <select id={pickerId} value={known ? year : ''} aria-busy={!current.data} onChange={(e) => e.target.value && navigate(seasonAccuracyPath(Number(e.target.value)))}>
            {known ? null : <option value="">{t('picker.choose')}</option>}
            {years.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
        </Picker>
        <TextLink to={AREA_ENTRY.season}>{t('back')}</TextLink>
      </Toolbar>
      {year === null ? <Notice>{t('picker.prompt')}</Notice> : known ? <AccuracyReport key={year} year={year} /> : <Notice role="alert">{t('noSeason')}</Notice>}
    </Page>
  );
}

const Intro = styled.p`
  margin: 0 0 ${tokens.spacing.md};
  max-width: 70ch;
`;

const Picker = styled.div`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  margin-right: auto;
  label {
    font-weight: 600;
  }
  select {
    ${controlStyles}
  }
`;
