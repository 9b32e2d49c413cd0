import type { OutcomeShare } from '../types';

/** Outcome chart stacking order: K, Out, HR, 3B, 2B, 1B, BB, plus HBP for batters. */
export const OUTCOME_KEYS = ['K', 'Out', 'HR', '3B', '2B', '1B', 'BB', 'HBP'] as const;
export type OutcomeKey = (typeof OUTCOME_KEYS)[number];

export const OUTCOME_COLOURS: Record<OutcomeKey, string> = {
  K: '#5c6b8a',
  Out: '#9aa5bd',
  HR: '#c8102e',
  '3B': '#e4572e',
  '2B': '#f3a712',
  '1B': '#29a3a3',
  BB: '#2e7dd7',
  HBP: '#7b4fc9',
};

export interface OutcomeSeries {
  key: OutcomeKey;
  /** Percent of plate appearances, one point per side. */
  points: Array<{ side: string; percent: number }>;
}

/** Stacks in spec order; HBP only when the player's data has it (batters). */
export function outcomeSeries(vsLeft: OutcomeShare, vsRight: OutcomeShare, labels: { left: string; right: string }): OutcomeSeries[] {
  return OUTCOME_KEYS.filter((key) => vsLeft[key] !== undefined && vsRight[key] !== undefined).map((key) => ({
    key,
    points: [
      { side: labels.left, percent: (vsLeft[key] ?? 0) * 100 },
      { side: labels.right, percent: (vsRight[key] ?? 0) * 100 },
    ],
  }));
}

/** Ballpark-factor chart scale: 40 to 160, neutral at 100. */
export const PARK_AXIS = { min: 40, max: 160, neutral: 100 } as const;

/** Factors outside the printed scale are drawn at its edge (the label still shows the true value). */
export const clampFactor = (factor: number): number => Math.min(PARK_AXIS.max, Math.max(PARK_AXIS.min, factor));
