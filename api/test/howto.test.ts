import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerErrorHandling } from '../src/http/errors';
import { registerHostileInputGuard } from '../src/http/hostile-input';
import { registerHowToModule } from '../src/howto/index';

// A JPEG's first bytes are enough: the route serves files as they are.
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0xff, 0xd9]);

describe('How To recordings API', () => {
  let dataDir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'howto-'));
    app = Fastify();
    registerErrorHandling(app);
    registerHostileInputGuard(app);
    registerHowToModule(app, dataDir);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  it('answers an empty manifest before anything is recorded, and 404 for any frame', async () => {
    const res = await get('/api/howto/manifest');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toEqual({ data: { recordedAt: null, build: null, modes: [] } });
    expect((await get('/api/howto/media/exhibition/01.jpg')).statusCode).toBe(404);
  });

  it('an in-memory server (no data folder) has no recordings either', async () => {
    const memory = Fastify();
    registerHowToModule(memory, 'memory://');
    expect((await memory.inject({ method: 'GET', url: '/api/howto/manifest' })).json()).toEqual({ data: { recordedAt: null, build: null, modes: [] } });
    await memory.close();
  });

  describe('with a recording', () => {
    beforeAll(() => {
      const dir = path.join(dataDir, 'howto');
      mkdirSync(path.join(dir, 'exhibition'), { recursive: true });
      writeFileSync(path.join(dir, 'exhibition', '01.jpg'), JPEG);
      writeFileSync(path.join(dir, 'exhibition', '02.jpg'), JPEG);
      writeFileSync(path.join(dir, 'secret.txt'), 'not a frame');
      writeFileSync(path.join(dataDir, 'PG_VERSION'), '17');
      writeFileSync(
        path.join(dir, 'manifest.json'),
        JSON.stringify({
          recordedAt: '2026-11-27T10:00:00.000Z',
          build: 'abc123',
          modes: [
            { mode: 'exhibition', title: 'Exhibition Game', frames: [{ file: '01.jpg', caption: 'Pick the teams' }, { file: '02.jpg', caption: 'Swing Away' }, { file: '../x.jpg', caption: 'dropped' }] },
            { mode: '../etc', title: 'bad', frames: [{ file: '01.jpg', caption: 'dropped' }] },
            { mode: 'gotd', title: 'Game of the Day', frames: [] },
          ],
        }),
      );
    });

    it('lists the modes and frames the media route serves, and nothing else', async () => {
      const res = await get('/api/howto/manifest');
      expect(res.json()).toEqual({
        data: {
          recordedAt: '2026-11-27T10:00:00.000Z',
          build: 'abc123',
          modes: [{ mode: 'exhibition', title: 'Exhibition Game', frames: [{ file: '01.jpg', caption: 'Pick the teams' }, { file: '02.jpg', caption: 'Swing Away' }] }],
        },
      });
    });

    it('serves a frame as a cacheable JPEG, and 304 when the browser has it', async () => {
      const res = await get('/api/howto/media/exhibition/02.jpg');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
      expect(res.rawPayload.equals(JPEG)).toBe(true);
      const etag = String(res.headers.etag);
      expect((await get('/api/howto/media/exhibition/02.jpg', { 'if-none-match': etag })).statusCode).toBe(304);
    });

    it.each([
      '/api/howto/media/exhibition/03.jpg',
      '/api/howto/media/gotd/01.jpg',
      '/api/howto/media/exhibition/1.jpg',
      '/api/howto/media/exhibition/01.png',
      '/api/howto/media/exhibition/01.JPG',
      '/api/howto/media/Exhibition/01.jpg',
      '/api/howto/media/exhibition/manifest.json',
      '/api/howto/media/exhibition/..%2Fsecret.txt',
      '/api/howto/media/..%2F..%2F/PG_VERSION',
      '/api/howto/media/..%2Fhowto%2Fexhibition/01.jpg',
      '/api/howto/media/%2e%2e/secret.txt',
      '/api/howto/media/exhibition%2F..%2F..%2F/PG_VERSION',
      '/api/howto/media/exhibition',
    ])('%s: 404', async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).not.toBe('image/jpeg');
    });
  });

  it('a NUL in a name is refused by the platform guard (400) before the route runs', async () => {
    const res = await get('/api/howto/media/exhibition/01.jpg%00');
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).not.toBe('image/jpeg');
  });

  it('a manifest that is not JSON reads as empty, never a 500', async () => {
    writeFileSync(path.join(dataDir, 'howto', 'manifest.json'), '{ half written');
    const res = await get('/api/howto/manifest');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { recordedAt: null, build: null, modes: [] } });
  });
});
