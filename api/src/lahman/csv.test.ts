import { parseCsv } from './csv';
import { ImportError, parseTable } from './parse-table';
import type { TableSpec } from './table-specs';

const records = (text: string) => [...parseCsv(text)];

test('plain, quoted, escaped and multi-line fields, CRLF and LF, with line numbers', () => {
  expect(records('a,b\n1,"x, y"\r\n2,"say ""hi"""\n3,"two\nlines"\n4,\n')).toEqual([
    { line: 1, fields: ['a', 'b'] },
    { line: 2, fields: ['1', 'x, y'] },
    { line: 3, fields: ['2', 'say "hi"'] },
    { line: 4, fields: ['3', 'two\nlines'] },
    { line: 6, fields: ['4', ''] },
  ]);
});

test('a byte-order mark and blank lines are ignored', () => {
  expect(records('\ufeffa\n\n1\n')).toEqual([
    { line: 1, fields: ['a'] },
    { line: 3, fields: ['1'] },
  ]);
});

const spec: TableSpec = { file: 'Batting.csv', table: 't', key: ['playerID', 'yearID'], columns: { playerID: 'text', yearID: 'int', ERA: 'float', teamID: 'text' } };

test('rows become typed records; empty optional values become null; extra CSV columns are ignored', () => {
  expect(parseTable(spec, 'playerID,yearID,ERA,teamID,extra\nruthba01,1927,2.5,NYA,x\naaronha01,1954,,ML1,y\n')).toEqual([
    { playerID: 'ruthba01', yearID: 1927, ERA: 2.5, teamID: 'NYA' },
    { playerID: 'aaronha01', yearID: 1954, ERA: null, teamID: 'ML1' },
  ]);
});

test.each([
  ['playerID,yearID,ERA,teamID\nruthba01,19x7,1,NYA\n', 'Batting.csv, line 2: yearID must be a whole number, got "19x7"'],
  ['playerID,yearID,ERA,teamID\nruthba01,1927,abc,NYA\n', 'Batting.csv, line 2: ERA must be a number, got "abc"'],
  ['playerID,yearID,ERA,teamID\nok,1,1,A\nruthba01,1927,1\n', 'Batting.csv, line 3: expected 4 fields, found 3'],
  ['playerID,yearID,ERA,teamID\n,1927,1,NYA\n', 'Batting.csv, line 2: playerID is empty but identifies the row'],
  ['playerID,yearID,ERA,teamID\na,1,1,A\nb,1,1,A\na,1,2,B\n', 'Batting.csv, line 4: duplicate row for playerID=a, yearID=1'],
  ['playerID,ERA,teamID\na,1,A\n', 'Batting.csv, line 1: missing column(s) yearID'],
  ['', 'Batting.csv, line 1: the file is empty (no header row)'],
  ['playerID,yearID,ERA,teamID\na,1,1,"NYA\n', 'Batting.csv, line 2: unterminated quoted field'],
  ['playerID,yearID,ERA,teamID\na,1,1,N"YA\n', 'Batting.csv, line 2: stray quote inside an unquoted field'],
])('a bad file is rejected naming file, line and reason (%#)', (text, message) => {
  expect(() => parseTable(spec, text)).toThrow(ImportError);
  expect(() => parseTable(spec, text)).toThrow(message);
});

test('a table without a natural key numbers its rows', () => {
  const allstar: TableSpec = { file: 'AllstarFull.csv', table: 't', key: ['row'], rowNumberColumn: 'row', columns: { row: 'int', playerID: 'text', gameNum: 'int' } };
  expect(parseTable(allstar, 'playerID,gameNum\na,\na,\nb,1\n')).toEqual([
    { row: 1, playerID: 'a', gameNum: null },
    { row: 2, playerID: 'a', gameNum: null },
    { row: 3, playerID: 'b', gameNum: 1 },
  ]);
});
