import { defineMessages } from '@bb/shared';

/** Strings of the draft league's game pages. */
export const draftPlayMessages = defineMessages('draftLeaguePlay', {
  title: 'Draft League Game',
});
