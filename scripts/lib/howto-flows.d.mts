// Types of the How To flows table for the TypeScript e2e suite.
import type { HowToFlow, HowToFlowContext } from './howto-recorder.mjs';

export const HOWTO_FLOWS: HowToFlow[];
export function exhibitionFlow(context: HowToFlowContext): Promise<void>;
export function gotdFlow(context: HowToFlowContext): Promise<void>;
export function historicalLeagueFlow(context: HowToFlowContext): Promise<void>;
export function draftLeagueFlow(context: HowToFlowContext): Promise<void>;
export function tournamentFlow(context: HowToFlowContext): Promise<void>;
export function statsFlow(context: HowToFlowContext): Promise<void>;
