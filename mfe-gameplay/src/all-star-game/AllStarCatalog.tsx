import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { Card, formatDate, type AllStarCatalogGame, paths } from '@bb/shared';
import { TabButton, TabRow } from '../game-ui/form-styles';
import { allStarMessages } from './all-star-messages';
import { ChooseLink, GameList, GameRow, Muted, SearchInput, SearchLabel } from './all-star-styles';

const decadeOf = (year: number) => Math.floor(year / 10) * 10;
/** 'Tue, Jul 10, 1934': noon Eastern, so the calendar day stays the game's own. */
export const gameDate = (date: string) => formatDate(`${date}T12:00:00-05:00`);

/** The record's games by decade (the first, 1933's, open at first), or the games of the year typed in the search box. */
export function AllStarCatalog({ games }: { games: AllStarCatalogGame[] }) {
  const t = allStarMessages.useT();
  const decades = useMemo(() => [...new Set(games.map((g) => decadeOf(g.year)))].sort((a, b) => a - b), [games]);
  const [decade, setDecade] = useState<number | null>(null);
  const [search, setSearch] = useState('');
  const year = /^\d{4}$/.test(search.trim()) ? Number(search.trim()) : null;
  const open = decade ?? decades[0] ?? null;
  const shown = games.filter((g) => (year !== null ? g.year === year : decadeOf(g.year) === open)).sort((a, b) => a.year - b.year || a.key.localeCompare(b.key));

  return (
    <Card aria-label={t('catalogTitle')}>
      <h2>{t('catalogTitle')}</h2>
      <SearchLabel>
        {t('searchYear')}
        <SearchInput type="search" inputMode="numeric" placeholder="1934" value={search} onChange={(e) => setSearch(e.target.value)} />
      </SearchLabel>
      {year === null && (
        <TabRow role="tablist" aria-label={t('catalogTitle')}>
          {decades.map((d) => (
            <TabButton key={d} role="tab" aria-selected={d === open} $active={d === open} onClick={() => setDecade(d)}>
              {d}s
            </TabButton>
          ))}
        </TabRow>
      )}
      {shown.length === 0 ? (
        <p>{t('noGames')}</p>
      ) : (
        <GameList>
          {shown.map((g) => (
            <GameRow key={g.key}>
              <div>
                <strong>{g.label}</strong>
                <Muted>
                  {g.away.name.replace(`${g.year} `, '')} {t('at')} {g.home.name.replace(`${g.year} `, '')}
                </Muted>
                {g.date && <Muted>{gameDate(g.date)}</Muted>}
              </div>
              <ChooseLink as={Link} to={paths.allStar.setup(g.key)} aria-label={`${t('choose')} ${g.label}`}>
                {t('choose')}
              </ChooseLink>
            </GameRow>
          ))}
        </GameList>
      )}
    </Card>
  );
}
