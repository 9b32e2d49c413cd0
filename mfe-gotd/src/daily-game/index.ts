export { default as GameOfTheDayPage } from './GameOfTheDayPage';
export { GameCard } from './GameCard';
export { RemotePlayScreen } from './RemotePlayScreen';
export { ResultLine } from './ResultLine';
export { useDailyGame } from './use-daily-game';
export { useGotdResult } from './use-gotd-game';
export { dailyGameMessages } from './daily-game-messages';
export { useOpenTodaysGame } from './use-open-todays-game';
