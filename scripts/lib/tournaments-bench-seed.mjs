// The 10,000 stored tournaments of `npm run bench:tournaments` (bundled with its runner).
// A dozen "templates" are made as users make them — POST /api/tournaments (sizes 4 to 64, every format and series
// length, public and invite-only with invitations) and POST …/claim (none, some, every team) — and then copied with
// SQL into the rest: every row of every table that points at the template's league row (leagues, league_teams,
// league_members, tournament_claims, and whatever else the module writes) is copied under a new league id, with a
// new name, lock time and creation time. The copies are therefore exactly what the API writes, field by field, and
// 10,000 tournaments take seconds instead of 10,000 requests. ANALYZE afterwards, as autovacuum would on a database
// that grew to that size.
import { sql } from 'drizzle-orm';

const rowsOf = (result) => result.rows ?? result;
const ident = (name) => `"${String(name).replaceAll('"', '""')}"`;

/**
 * The templates: team count, format, series, invite-only, claims made through the API, and their share of the
 * copies. Mostly public and open, some partly claimed, a few full (the widget's "not full" filter) and a fifth
 * invite-only (its "visible to the user" filter).
 */
export const TEMPLATES = [
  { teams: 4, format: 'single-elimination', seriesLength: 1, private: false, claims: 0, weight: 8 },
  { teams: 4, format: 'single-elimination', seriesLength: 3, private: false, claims: 4, weight: 4 },
  { teams: 8, format: 'single-elimination', seriesLength: 3, private: false, claims: 3, weight: 12 },
  { teams: 8, format: 'double-elimination', seriesLength: 1, private: true, claims: 0, weight: 8 },
  { teams: 12, format: 'round-robin', seriesLength: 1, private: false, claims: 5, weight: 8 },
  { teams: 16, format: 'single-elimination', seriesLength: 5, private: false, claims: 0, weight: 12 },
  { teams: 16, format: 'double-elimination', seriesLength: 3, private: true, claims: 8, weight: 6 },
  { teams: 24, format: 'round-robin', seriesLength: 3, private: false, claims: 2, weight: 8 },
  { teams: 32, format: 'single-elimination', seriesLength: 7, private: false, claims: 10, weight: 10 },
  { teams: 32, format: 'single-elimination', seriesLength: 5, private: true, claims: 0, weight: 6 },
  { teams: 48, format: 'double-elimination', seriesLength: 1, private: false, claims: 1, weight: 8 },
  { teams: 64, format: 'single-elimination', seriesLength: 7, private: false, claims: 20, weight: 10 },
];

/** Tables with a foreign key to leagues(id), and the column holding it. */
async function tablesPointingAtLeagues(db) {
  return rowsOf(await db.execute(sql`
    SELECT c.conrelid::regclass::text AS "table", a.attname AS "column"
    FROM pg_constraint c JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
    WHERE c.contype = 'f' AND c.confrelid = 'leagues'::regclass AND array_length(c.conkey, 1) = 1`));
}

/** The columns a copy writes: all but generated ones and serial/identity ids (they take their defaults). */
async function copyableColumns(db, table) {
  const name = table.replace(/^"|"$/g, '');
  return rowsOf(await db.execute(sql`
    SELECT column_name AS name FROM information_schema.columns
    WHERE table_schema = current_schema() AND table_name = ${name}
      AND is_generated = 'NEVER' AND coalesce(is_identity, 'NO') = 'NO' AND coalesce(column_default, '') NOT LIKE 'nextval(%'
    ORDER BY ordinal_position`)).map((r) => r.name);
}

/**
 * Copies template league `templateId` `count` times as league ids `firstId`.. (first + count - 1). The league row
 * gets a new name (`<template name> #<n>`), lock time (spread over the next `spreadDays`, never within 15 minutes),
 * first-game time (as far after the lock as the template's), creation time and no request id (the settings document
 * holds no times: format, series, range).
 */
async function copyTemplate(db, { templateId, firstId, count, nowMs, spreadDays, number0, fks, columns }) {
  const spreadMinutes = spreadDays * 24 * 60;
  const g = `(${firstId} + g - 1)`;
  const n = `(${number0} + g)`;
  // Lock: 15 minutes from now plus a pseudo-random offset (mod the spread): the widget's soonest-first has no easy
  // order to ride on.
  const locks = `(to_timestamp(${nowMs / 1000}) + make_interval(mins => 15 + ((${n} * 7919) % ${spreadMinutes})))`;
  const overrides = {
    name: `t.name || ' #' || ${n}`,
    request_id: 'NULL',
    locks_at: locks,
    starts_at: `${locks} + (t.starts_at - t.locks_at)`,
    created_at: `to_timestamp(${nowMs / 1000}) - make_interval(secs => (${n} * 613) % 2592000)`,
  };
  const leagueCols = columns.get('leagues');
  await db.execute(sql.raw(`
    INSERT INTO leagues (id, ${leagueCols.map(ident).join(', ')})
    SELECT ${g}, ${leagueCols.map((c) => overrides[c] ?? `t.${ident(c)}`).join(', ')}
    FROM leagues t, generate_series(1, ${count}) g WHERE t.id = ${templateId}`));
  for (const { table, column } of fks) {
    const cols = columns.get(table);
    await db.execute(sql.raw(`
      INSERT INTO ${table} (${cols.map(ident).join(', ')})
      SELECT ${cols.map((c) => (c === column ? g : `t.${ident(c)}`)).join(', ')}
      FROM ${table} t, generate_series(1, ${count}) g WHERE t.${ident(column)} = ${templateId}`));
  }
}

/**
 * Makes the templates through the API, then copies them up to `total` tournaments. `api` holds { inject, owners,
 * claimants, widgetUsers, body(n, template) }. Resolves what was stored.
 */
export async function seedTournaments(db, api, { total, nowMs, spreadDays = 30, log }) {
  const started = Date.now();
  const templates = [];
  let claimant = 0;
  for (const [i, t] of TEMPLATES.entries()) {
    const owner = api.owners[i % api.owners.length];
    // The first widget user is invited to every invite-only template (so its copies are his to see) and claims a team
    // in two public ones and one invite-only one: his own tournaments are in the list too. The second has no ties.
    // An invite-only template's other claimants are invited too (nobody else may claim there).
    const claimers = [];
    if ((t.private && t.claims > 0) || (!t.private && (i === 2 || i === 8))) claimers.push(api.widgetUsers[0]);
    while (claimers.length < t.claims) claimers.push(api.claimants[claimant++ % api.claimants.length]);
    const invites = t.private ? [...new Set([api.widgetUsers[0], ...claimers].map((u) => u.username))] : undefined;
    const detail = await api.inject(owner.key, 'POST', '/api/tournaments', api.body(i, t, invites), [201]);
    const leagueId = detail.leagueId;
    for (const [teamIndex, user] of claimers.entries()) await api.inject(user.key, 'POST', `/api/tournaments/${leagueId}/claim`, { teamIndex }, [200]);
    templates.push({ ...t, leagueId });
  }
  const templateMs = Date.now() - started;
  log(`${templates.length} templates through the API in ${(templateMs / 1000).toFixed(1)} s`);

  const fks = (await tablesPointingAtLeagues(db)).filter((f) => f.table !== 'leagues');
  const columns = new Map();
  for (const table of ['leagues', ...fks.map((f) => f.table)]) columns.set(table, await copyableColumns(db, table));
  const copies = total - templates.length;
  const weights = templates.reduce((s, t) => s + t.weight, 0);
  const counts = templates.map((t) => Math.floor((copies * t.weight) / weights));
  counts[0] += copies - counts.reduce((a, b) => a + b, 0);
  const [{ max }] = rowsOf(await db.execute(sql`SELECT coalesce(max(id), 0)::int AS max FROM leagues`));
  let nextId = Number(max) + 1;
  let number0 = 0;
  const copyStarted = Date.now();
  for (const [i, t] of templates.entries()) {
    for (let done = 0; done < counts[i]; done += 1000) {
      const count = Math.min(1000, counts[i] - done);
      await copyTemplate(db, { templateId: t.leagueId, firstId: nextId, count, nowMs, spreadDays, number0, fks, columns });
      nextId += count;
      number0 += count;
    }
  }
  await db.execute(sql.raw(`SELECT setval(pg_get_serial_sequence('leagues', 'id'), ${nextId - 1})`));
  const copyMs = Date.now() - copyStarted;
  await db.execute(sql.raw(`ANALYZE leagues, ${fks.map((f) => f.table).join(', ')}`));
  const [stored] = rowsOf(await db.execute(sql`
    SELECT count(*)::int AS n, count(*) FILTER (WHERE is_private)::int AS private, count(*) FILTER (WHERE claimed_teams >= total_teams)::int AS full,
           sum(total_teams)::int AS teams, sum(claimed_teams)::int AS claimed
    FROM leagues WHERE kind = 'tournament'`));
  const perTable = {};
  for (const { table, column } of fks) {
    perTable[table] = Number(rowsOf(await db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${table} x JOIN leagues l ON l.id = x.${ident(column)} WHERE l.kind = 'tournament'`)))[0].n);
  }
  const result = {
    tournaments: Number(stored.n), private: Number(stored.private), full: Number(stored.full), teams: Number(stored.teams), claimed: Number(stored.claimed),
    rowsPerTable: perTable, copiedTables: ['leagues', ...fks.map((f) => f.table)],
    templates: templates.map((t, i) => ({ leagueId: t.leagueId, teams: t.teams, format: t.format, seriesLength: t.seriesLength, private: t.private, claims: t.claims, copies: counts[i] })),
    templateMs, copyMs, totalMs: Date.now() - started,
  };
  log(`${result.tournaments} tournaments stored (${result.private} invite-only, ${result.full} full; ${result.teams} teams, ${result.claimed} claimed): copies in ${(copyMs / 1000).toFixed(1)} s; rows ${JSON.stringify(perTable)}`);
  return result;
}
