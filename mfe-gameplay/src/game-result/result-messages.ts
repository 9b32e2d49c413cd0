import { defineMessages } from '@bb/shared';

export const resultMessages = defineMessages('gameplay-result', {
  title: 'Final',
  loading: 'Loading result...',
  won: 'You win!',
  lost: 'You lose',
  winner: '{{team}} win',
  finalScore: 'Final score',
  innings: '{{innings}} innings',
  exited: 'You left this game; the computer played the rest.',
  playAgain: 'Play Again',
  history: 'Game History',
  close: 'Close',
  notFinished: 'This game is not finished yet.',
  resume: 'Resume game',
  managers: 'Managers',
  managerWins: '{{name}} wins',
  winnerLabel: 'Winner',
  computerPlayed: 'the computer finished',
});
