import { rollDie, seedRng } from '@bb/engine';
import type { ManagerTendencies } from '@bb/contract';

// Computer managers get a name and leanings (tendencies) the owner can regenerate before the season.
// Names are invented: real managers' names would claim a likeness.
const FIRST = ['Skip', 'Buck', 'Dutch', 'Red', 'Lefty', 'Sparky', 'Casey', 'Whitey', 'Gus', 'Mack', 'Hank', 'Ozzie', 'Bobby', 'Tommy', 'Earl', 'Walt', 'Chuck', 'Dusty', 'Lou', 'Frank'];
const LAST = ['Harlan', 'McGraw', 'Dolan', 'Kessler', 'Barrow', 'Tanner', 'Whitfield', 'Garrity', 'Lindqvist', 'Okafor', 'Alvarez', 'Brennan', 'Castillo', 'Dunning', 'Ferris', 'Hollis', 'Mercer', 'Navarro', 'Quinlan', 'Sato'];

export interface ComputerManager {
  name: string;
  tendencies: ManagerTendencies;
}

/** A computer manager from a seed: the same seed gives the same manager, a new seed a new one. */
export function computerManager(seed: string): ComputerManager {
  const rng = seedRng(`manager-${seed}`);
  const pick = <T>(list: readonly T[]) => list[rollDie(rng, list.length) - 1] as T;
  // 20..80: no manager is a caricature; the middle is the era's norm.
  const lean = () => 20 + rollDie(rng, 61) - 1;
  return {
    name: `${pick(FIRST)} ${pick(LAST)}`,
    tendencies: { aggressiveness: lean(), bullpenHook: lean(), restRegulars: lean(), smallBall: lean() },
  };
}

/** A computer manager whose name no other manager of the league has (400 names: a league of 60 always finds one). */
export function distinctManager(seed: string, taken: ReadonlySet<string>): ComputerManager {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const manager = computerManager(attempt === 0 ? seed : `${seed}-${attempt}`);
    if (!taken.has(manager.name)) return manager;
  }
  return computerManager(seed);
}
