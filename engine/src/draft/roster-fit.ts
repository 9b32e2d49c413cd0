import { ROSTER_SLOTS, SlotMatching, slotMask, type DraftPlayer, type RosterNeeds, type RosterSlot } from './autopick';

/** What every drafted roster must be able to field: a lineup (a DH where the rule has one) and a rotation of four. */
export function fieldableNeeds(dh: boolean): RosterNeeds {
  return {
    slots: { C: 1, '1B': 1, '2B': 1, '3B': 1, SS: 1, OF: 3, DH: dh ? 1 : 0, SP: 4, RP: 0 },
    depth: { C: 99, '1B': 99, '2B': 99, '3B': 99, SS: 99, OF: 99, DH: 99, SP: 99, RP: 99 },
    maxPitchers: 99,
    maxHitters: 99,
  };
}

/** Where a team stands with the slots of `needs`, and which players it may take now. */
export interface RosterRoom {
  /** Slots the roster has not filled, by slot (its players placed to fill as many as possible). */
  open: Record<RosterSlot, number>;
  /** How many of the open slots the players still available could fill, each by a different player. */
  fillable: number;
  /** Picks the team has left, the one on the clock included. */
  picksLeft: number;
  /** Every pick must fill an open slot: the picks after this one could not cover the fillable slots otherwise. */
  fillOnly: boolean;
  /** Whether the team may take this player now. */
  fits(player: DraftPlayer): boolean;
}

/**
 * The one rule for what a team may draft: a person may draft whom he likes, but not into a roster that could no longer
 * field a team, because the season after the draft has to be playable for every team.
 *
 * `available` is everyone still undrafted, one entry per person (a person with several cards: the union of their
 * positions), so a slot nobody left can fill does not hold back the other picks. The best the team can still reach is
 * min(the slots the roster and the available could fill together, the slots filled now + the picks left), players
 * forming a transversal matroid: a basis of the roster extends one available player at a time. A pick that fills an
 * open slot never lowers that; one that does not lowers it exactly when the picks after it are fewer than the slots
 * the available players could still fill. So a refused pick is one after which the roster truly could not become as
 * complete as it can now.
 */
export function rosterRoom(roster: readonly DraftPlayer[], available: Iterable<DraftPlayer>, picksLeft: number, needs: RosterNeeds): RosterRoom {
  const matching = new SlotMatching(needs, roster);
  const open = matching.open();
  const openCount = ROSTER_SLOTS.reduce((sum, slot) => sum + open[slot], 0);
  const widened = new SlotMatching(needs, roster);
  // A player who cannot be placed never can once more are placed (Kuhn), so each such mask is tried once.
  const unplaceable = new Set<number>();
  let fillable = 0;
  for (const p of available) {
    if (fillable === openCount) break;
    const mask = slotMask(p);
    if (unplaceable.has(mask)) continue;
    if (widened.add(mask, widened.unitOwner)) fillable += 1;
    else unplaceable.add(mask);
  }
  const fillOnly = fillable > picksLeft - 1;
  const fills = new Map<number, boolean>();
  const fits = (player: DraftPlayer): boolean => {
    if (!fillOnly) return true;
    const mask = slotMask(player);
    let fill = fills.get(mask);
    if (fill === undefined) fills.set(mask, (fill = matching.wouldFill(mask)));
    return fill;
  };
  return { open, fillable, picksLeft, fillOnly, fits };
}
