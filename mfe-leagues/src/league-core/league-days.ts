/** The API counts a league's days from 0 (opening day, the engine's ScheduledGame.day); the screens call it Day 1. */
export const dayLabel = (day: number): number => day + 1;
