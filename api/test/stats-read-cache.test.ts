import type { Database } from '../src/db/database';
import { ReadCache } from '../src/baseball/read-cache';
import { lastImportChecksum } from '../src/import/run-import';

jest.mock('../src/import/run-import', () => ({ lastImportChecksum: jest.fn() }));
const checksum = jest.mocked(lastImportChecksum);
const database = { db: {} } as unknown as Database;

beforeEach(() => {
  jest.useFakeTimers();
  checksum.mockReset().mockResolvedValue('import-1');
});
afterEach(() => jest.useRealTimers());

test('keeps answers, computes each key once, and never keeps "not found"', async () => {
  const cache = new ReadCache(database);
  const compute = jest.fn(async () => ({ data: 1 }));
  expect(await cache.get('a', compute)).toEqual({ data: 1 });
  expect(await cache.get('a', compute)).toEqual({ data: 1 });
  expect(compute).toHaveBeenCalledTimes(1);
  const missing = jest.fn(async () => undefined);
  expect(await cache.get('nobody', missing)).toBeUndefined();
  expect(await cache.get('nobody', missing)).toBeUndefined();
  expect(missing).toHaveBeenCalledTimes(2);
});

test('drops everything when another import changed the data (checked at most every 10 s)', async () => {
  const cache = new ReadCache(database);
  let version = 1;
  const compute = async () => ({ version });
  expect(await cache.get('k', compute)).toEqual({ version: 1 });
  version = 2;
  checksum.mockResolvedValue('import-2');
  jest.advanceTimersByTime(5_000);
  expect(await cache.get('k', compute)).toEqual({ version: 1 });
  jest.advanceTimersByTime(5_001);
  expect(await cache.get('k', compute)).toEqual({ version: 2 });
  expect(checksum).toHaveBeenCalledTimes(2);
});

test('bounded: the least recently used answer leaves first', async () => {
  const cache = new ReadCache(database, 2);
  const compute = jest.fn(async () => ({}));
  await cache.get('a', compute);
  await cache.get('b', compute);
  await cache.get('a', compute); // a is now the most recent
  await cache.get('c', compute); // evicts b
  compute.mockClear();
  await cache.get('a', compute);
  expect(compute).not.toHaveBeenCalled();
  await cache.get('b', compute);
  expect(compute).toHaveBeenCalledTimes(1);
});
