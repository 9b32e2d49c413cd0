import { normalizeSearchText } from './normalize';
import { TrigramIndex, trigrams, type IndexedEntry } from './trigram-index';

const entry = (id: string, name: string, weight: number, category: 'player' | 'team' = 'player'): IndexedEntry => ({
  id,
  displayName: name,
  category,
  text: normalizeSearchText(name),
  year: 1927,
  teamId: null,
  leagueType: null,
  weight,
});

const index = new TrigramIndex([
  entry('ruthba01', 'Babe Ruth George Herman', 2500),
  entry('ruthvdi01', 'Dick Ruthven', 400),
  entry('gehrilo01', 'Lou Gehrig Henry Louis', 2164),
  entry('mantlmi01', 'Mickey Mantle', 2401),
  entry('mantejo01', 'Joe Mantell', 12),
  entry('rodrial01', 'Alex Rodríguez', 2784),
  entry('NYA', 'New York Yankees', 20000, 'team'),
]);
const ids = (q: string, category: 'player' | 'team' = 'player') => index.search(normalizeSearchText(q), category, 5).map((e) => e.id);

test('trigrams are padded per word like pg_trgm', () => {
  expect([...trigrams('lou')]).toEqual(['  l', ' lo', 'lou', 'ou ']);
});

test('a word prefix wins, the longer career breaks ties', () => {
  expect(ids('ruth')).toEqual(['ruthba01', 'ruthvdi01']);
  expect(ids('rut')[0]).toBe('ruthba01');
});

test('typos still find the player', () => {
  expect(ids('lou gherig')).toContain('gehrilo01');
  expect(ids('mickey mantel')[0]).toBe('mantlmi01');
});

test('accents and case do not matter', () => {
  expect(ids('RODRIGUEZ')).toEqual(['rodrial01']);
  expect(ids('rodríguez')).toEqual(['rodrial01']);
});

test('categories stay apart and nonsense finds nothing', () => {
  expect(ids('yankees')).toEqual([]);
  expect(ids('yankees', 'team')).toEqual(['NYA']);
  expect(ids('zzqx')).toEqual([]);
});
