import type { DraftPickView, DraftRoom, DraftRosterNeeds } from '@bb/shared';

// Pure reading of a DraftRoom for the room's panels (no React, no I/O).

export const teamLabel = (room: Pick<DraftRoom, 'teams'>, index: number | null | undefined): string => {
  const team = index === null || index === undefined ? undefined : room.teams.find((t) => t.index === index);
  return team ? `${team.city} ${team.nickname}` : '';
};

export const draftedCards = (room: Pick<DraftRoom, 'picks'>): Set<string> => new Set(room.picks.map((p) => p.cardId));

/** The team on the clock may pick; the commissioner may pick for it. */
export const canPick = (room: DraftRoom): boolean =>
  room.status === 'live' && room.current !== null && (room.isCommissioner || (room.myTeam !== null && room.current.team === room.myTeam));

/** The board's columns: the teams in the order they pick in round one. */
export function boardColumns(room: Pick<DraftRoom, 'order' | 'teams'>): number[] {
  const first = room.order.slice(0, room.teams.length);
  return first.length === room.teams.length ? first : room.teams.map((t) => t.index);
}

/** Overall pick number (1-based) of each (round, team) cell of the board. */
export function boardPickNumbers(room: Pick<DraftRoom, 'order' | 'teams' | 'rounds'>): Array<Map<number, number>> {
  const perRound = room.teams.length;
  const rows: Array<Map<number, number>> = [];
  for (let round = 0; round < room.rounds; round += 1) {
    const row = new Map<number, number>();
    for (let i = 0; i < perRound; i += 1) {
      const index = round * perRound + i;
      const team = room.order[index];
      if (team !== undefined) row.set(team, index + 1);
    }
    rows.push(row);
  }
  return rows;
}

/** Roster order of positions (pitchers by role). */
export const POSITION_ORDER = ['C', '1B', '2B', '3B', 'SS', 'OF', 'LF', 'CF', 'RF', 'DH', 'SP', 'RP', 'P'] as const;

/** A team's picks grouped by position, in POSITION_ORDER (unknown positions last). */
export function rosterByPosition(picks: readonly DraftPickView[], team: number): Array<{ position: string; picks: DraftPickView[] }> {
  const groups = new Map<string, DraftPickView[]>();
  for (const pick of picks) {
    if (pick.team !== team) continue;
    const list = groups.get(pick.position) ?? [];
    list.push(pick);
    groups.set(pick.position, list);
  }
  const rank = (p: string) => {
    const i = (POSITION_ORDER as readonly string[]).indexOf(p);
    return i < 0 ? POSITION_ORDER.length : i;
  };
  return [...groups.entries()].sort((a, b) => rank(a[0]) - rank(b[0])).map(([position, list]) => ({ position, picks: list }));
}

/** Whether `next` may replace `prev`: a newer version, or the same one from the viewer's own request (`own`). */
export const isNewer = (prev: DraftRoom | null, next: DraftRoom, own: boolean): boolean =>
  !prev || prev.leagueId !== next.leagueId || next.version > prev.version || (own && next.version === prev.version);

/** A team's open lineup and rotation slots as the pool says them: 'C, 2B, 3 OF, 4 SP'. */
export const needsList = (needs: Pick<DraftRosterNeeds, 'open'>): string => needs.open.map((o) => (o.count === 1 ? o.slot : `${o.count} ${o.slot}`)).join(', ');
