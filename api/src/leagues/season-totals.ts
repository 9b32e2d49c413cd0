/** Season totals per player: the played games' lines added to what the table holds, written back in one statement. */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { addBat, addPitch, type BatLine, type PitchLine } from '@bb/engine';
import type { Db } from '../db/database';
import { leaguePlayerStats } from '../db/schema/leagues';
import type { TeamSeasonRoster } from '../games';
import type { PlayedGame } from './play-batch';

interface Total {
  cardId: string;
  team: number;
  name: string;
  phase: string;
  bat: BatLine | null;
  pitch: PitchLine | null;
}

/**
 * Which league team and name each card belongs to (a card id is one player's season: a player traded between two
 * of the league's clubs is on both rosters, and his lines go to the team he played each game for, `PlayedGame.sides`).
 */
export function cardDirectory(rosters: TeamSeasonRoster[]): Map<string, { team: number; name: string }> {
  const out = new Map<string, { team: number; name: string }>();
  rosters.forEach((r, team) => {
    for (const p of r.players) if (!out.has(p.card.cardId)) out.set(p.card.cardId, { team, name: `${p.card.firstName} ${p.card.lastName}`.trim() });
  });
  return out;
}

const keyOf = (phase: string, cardId: string, team: number) => `${phase}|${cardId}|${team}`;

export async function addToTotals(tx: Db, leagueId: number, played: Array<PlayedGame & { phase: string }>, cards: Map<string, { team: number; name: string }>): Promise<void> {
  const totals = new Map<string, Total>();
  const totalFor = (phase: string, cardId: string, side: number | undefined): Total | null => {
    const card = cards.get(cardId);
    if (!card) return null;
    const team = side ?? card.team;
    const key = keyOf(phase, cardId, team);
    let t = totals.get(key);
    if (!t) {
      t = { cardId, team, name: card.name, phase, bat: null, pitch: null };
      totals.set(key, t);
    }
    return t;
  };
  for (const game of played) {
    const phase = game.phase === 'postseason' ? 'postseason' : 'regular';
    for (const [id, line] of Object.entries(game.lines.bat)) {
      const t = totalFor(phase, id, game.sides?.get(id));
      if (t) t.bat = t.bat ? addBat(t.bat, line) : { ...line };
    }
    for (const [id, line] of Object.entries(game.lines.pitch)) {
      const t = totalFor(phase, id, game.sides?.get(id));
      if (t) t.pitch = t.pitch ? addPitch(t.pitch, line) : { ...line };
    }
  }
  if (totals.size === 0) return;
  for (const phase of ['regular', 'postseason']) {
    // Once each: a traded player's two clubs' totals name one card, and a card in two chunks would add its rows twice.
    const ids = [...new Set([...totals.values()].filter((t) => t.phase === phase).map((t) => t.cardId))];
    for (let i = 0; i < ids.length; i += 1000) {
      const chunk = ids.slice(i, i + 1000);
      const stored = await tx
        .select()
        .from(leaguePlayerStats)
        .where(and(eq(leaguePlayerStats.leagueId, leagueId), eq(leaguePlayerStats.phase, phase), inArray(leaguePlayerStats.cardId, chunk)));
      for (const row of stored) {
        const t = totals.get(keyOf(phase, row.cardId, row.team));
        if (!t) continue;
        if (row.bat) t.bat = t.bat ? addBat(row.bat as BatLine, t.bat) : (row.bat as BatLine);
        if (row.pitch) t.pitch = t.pitch ? addPitch(row.pitch as PitchLine, t.pitch) : (row.pitch as PitchLine);
      }
    }
  }
  const rows = [...totals.values()].map((t) => ({ leagueId, cardId: t.cardId, team: t.team, name: t.name, phase: t.phase, bat: t.bat, pitch: t.pitch }));
  for (let i = 0; i < rows.length; i += 500) {
    await tx
      .insert(leaguePlayerStats)
      .values(rows.slice(i, i + 500))
      .onConflictDoUpdate({ target: [leaguePlayerStats.leagueId, leaguePlayerStats.phase, leaguePlayerStats.cardId, leaguePlayerStats.team], set: { bat: sql`excluded.bat`, pitch: sql`excluded.pitch` } });
  }
}
