import { buildApp } from '../src/app';
import { API_ONLY_CONFIG } from './support/app-config';
import { openPgliteCopy } from './support/db-snapshots';

test('the OpenAPI document is generated from the route schemas and lists every API route', async () => {
  const database = await openPgliteCopy([]);
  const app = await buildApp({ config: API_ONLY_CONFIG, database });
  try {
    const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, Record<string, { parameters?: Array<{ name: string; in: string; schema: Record<string, unknown> }>; requestBody?: unknown }>> };
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/_search',
      '/api/players/{playerId}',
      '/api/players/{playerId}/card',
      '/api/teams/{teamId}',
      '/api/leagues/{lgId}/seasons/{year}/standings',
      '/api/users/login',
      '/api/users/signup',
      '/api/users/logout/{id}',
      '/api/users/{id}/preferences',
      '/api/users/{id}/ratings-status',
      '/api/users/{id}/user-status',
      '/api/favorites/players',
      '/api/favorites/teams',
      '/api/seasons/years/{year}/accuracy',
    ]) {
      expect({ path, listed: path in doc.paths }).toEqual({ path, listed: true });
    }
    const q = doc.paths['/api/_search']?.get?.parameters?.find((p) => p.name === 'q');
    expect(q).toMatchObject({ in: 'query', schema: { type: 'string', maxLength: 100 } });
    const year = doc.paths['/api/teams/{teamId}']?.get?.parameters?.find((p) => p.name === 'year');
    expect(year?.schema).toMatchObject({ type: 'integer', minimum: 1871 });
    expect(doc.paths['/api/users/signup']?.post?.requestBody).toBeDefined();
  } finally {
    await app.close();
    await database.close();
  }
});
