import { defineMessages } from '@bb/shared';

/** The tournament play route's strings. */
export const playMessages = defineMessages('tournament-play', {
  title: 'Tournament',
  back: 'Back to the tournament',
});
