export { default as GameOfTheDayPage } from './GameOfTheDayPage';
export { GameCard } from './GameCard';
export { PlayPanel } from './PlayPanel';
export { useDailyGame } from './use-daily-game';
export { useGotdGame } from './use-gotd-game';
export { dailyGameMessages } from './daily-game-messages';
export { useOpenTodaysGame } from './use-open-todays-game';
