import { createServer, type Server } from 'node:http';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fetchRelease } from '../src/import/fetch-release';
import { writeLahmanSlice } from './support/lahman-slice';

let slice: string;
let server: Server;
let base: string;
let target: string;

beforeAll(async () => {
  slice = writeLahmanSlice([1927]);
  target = path.join(mkdtempSync(path.join(tmpdir(), 'bb-fetch-')), 'lahman');
  // A stand-in for the public release: serves the slice's files over HTTP.
  server = createServer((req, res) => {
    const file = path.join(slice, path.basename(req.url ?? ''));
    if (!existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'text/csv' }).end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/core`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(slice, { recursive: true, force: true });
  rmSync(path.dirname(target), { recursive: true, force: true });
});

test('downloads and checks all nine tables into the data folder', async () => {
  const counts = await fetchRelease(base, target);
  expect(Object.keys(counts)).toHaveLength(9);
  expect(readFileSync(path.join(target, 'Teams.csv'), 'utf8')).toBe(readFileSync(path.join(slice, 'Teams.csv'), 'utf8'));
});

test('a broken download replaces nothing and says which file', async () => {
  const good = readFileSync(path.join(target, 'Batting.csv'), 'utf8');
  writeFileSync(path.join(slice, 'Batting.csv'), 'playerID,yearID\nx,1927\n');
  await expect(fetchRelease(base, target)).rejects.toThrow('Batting.csv, line 1: missing column(s)');
  expect(readFileSync(path.join(target, 'Batting.csv'), 'utf8')).toBe(good);
  rmSync(path.join(slice, 'Parks.csv'));
  await expect(fetchRelease(base, target)).rejects.toThrow(/answered 404|missing column/);
});
