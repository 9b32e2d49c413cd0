import { defineMessages } from '@bb/shared';

export const embedMessages = defineMessages('gotd-embed', {
  brand: 'Diamond Dice',
  title: 'Game Of The Day',
  topPlayers: 'Leaderboard',
  fullBoard: 'Full leaderboard',
  close: 'Close',
  openApp: 'Play more on Diamond Dice',
});
