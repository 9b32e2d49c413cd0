import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Page, PageTitle, ResourceView, Tabs, useResource, type YearsResponse, tokens } from '@bb/shared';
import { fetchYears, statsKeys } from '../common/stats-api';
import { statsMessages } from '../messages';
import { LeagueSeasonCard } from './LeagueSeasonCard';
import { DEFAULT_RANGE, yearsInRange } from './year-range';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(300px, 1fr));
  gap: ${tokens.spacing.md};
`;
const Intro = styled.p`
  margin: 0 0 ${tokens.spacing.md};
  color: ${tokens.colors.textMuted};
`;

function Browser({ data, hint }: { data: YearsResponse; hint?: string }) {
  const t = statsMessages.useT();
  const [params, setParams] = useSearchParams();
  const era = data.eras.find((e) => e.name === params.get('era'));
  const years = yearsInRange(data.years, era);
  const wanted = Number(params.get('year'));
  const season = years.find((y) => y.year === wanted) ?? years[0];
  const update = (changes: Record<string, string | null>) =>
    setParams((prev) => {
      const copy = new URLSearchParams(prev);
      for (const [k, v] of Object.entries(changes)) if (v === null) copy.delete(k);
      else copy.set(k, v);
      return copy;
    });
  return (
    <>
      <Tabs
        wrap
        label={t('eras')}
        items={data.eras.map((e) => ({ key: e.name, label: `${e.name} ${t('eraRange', { from: e.from, to: e.to ?? t('currentYear') })}` }))}
        selected={era?.name ?? ''}
        onSelect={(name) => update({ era: name, year: null })}
      />
      {!era ? <Intro>{t('defaultRange', { from: DEFAULT_RANGE.from, to: DEFAULT_RANGE.to })}</Intro> : null}
      {hint ? <Intro>{hint}</Intro> : null}
      {years.length === 0 || !season ? (
        <p>{t('noYears')}</p>
      ) : (
        <>
          <Tabs label={t('years')} items={years.map((y) => ({ key: String(y.year), label: String(y.year) }))} selected={String(season.year)} onSelect={(y) => update({ year: y })} />
          <h2>{t('leaguesOf', { year: season.year })}</h2>
          <Grid>
            {season.leagues.map((lgId) => (
              <LeagueSeasonCard key={`${lgId}-${season.year}`} lgId={lgId} year={season.year} />
            ))}
          </Grid>
        </>
      )}
    </>
  );
}

/** /stats-and-ratings: era tabs, year tabs and each season's leagues with their teams. */
export default function LandingPage({ hint }: { hint?: string }) {
  const t = statsMessages.useT();
  const years = useResource(statsKeys.years(undefined), (signal) => fetchYears(undefined, signal));
  return (
    <Page>
      <PageTitle>{t('title')}</PageTitle>
      <Intro>{t('intro')}</Intro>
      <ResourceView resource={years}>{(data) => <Browser data={data} hint={hint} />}</ResourceView>
    </Page>
  );
}
