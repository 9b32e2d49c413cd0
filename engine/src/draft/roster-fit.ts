import { openSlots, ROSTER_SLOTS, type DraftPlayer, type RosterNeeds, type RosterSlot } from './autopick';

/** What every drafted roster must be able to field: a lineup (a DH where the rule has one) and a rotation of four. */
export function fieldableNeeds(dh: boolean): RosterNeeds {
  return {
    slots: { C: 1, '1B': 1, '2B': 1, '3B': 1, SS: 1, OF: 3, DH: dh ? 1 : 0, SP: 4, RP: 0 },
    depth: { C: 99, '1B': 99, '2B': 99, '3B': 99, SS: 99, OF: 99, DH: 99, SP: 99, RP: 99 },
    maxPitchers: 99,
    maxHitters: 99,
  };
}

export interface PickFit {
  ok: boolean;
  /** Slots still open after the pick (a maximum matching: each later pick can fill at most one). */
  open: Record<RosterSlot, number>;
  stillNeeded: number;
}

/**
 * Whether a team that takes `player` can still fill every slot of `needs` with the picks it has left after this one.
 * A person may draft whom he likes, but not into a roster that could no longer field a team: the season after the
 * draft has to be playable for every team.
 */
export function pickLeavesRoom(roster: readonly DraftPlayer[], player: DraftPlayer, picksLeftAfter: number, needs: RosterNeeds): PickFit {
  const open = openSlots([...roster, player], needs);
  const stillNeeded = ROSTER_SLOTS.reduce((sum, slot) => sum + open[slot], 0);
  if (stillNeeded <= picksLeftAfter) return { ok: true, open, stillNeeded };
  // A roster that was already short before this pick is not made worse by a player who fills one of its holes.
  const before = ROSTER_SLOTS.reduce((sum, slot) => sum + openSlots(roster, needs)[slot], 0);
  return { ok: stillNeeded < before, open, stillNeeded };
}
