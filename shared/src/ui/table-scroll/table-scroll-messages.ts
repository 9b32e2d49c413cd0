import { defineMessages } from '../../i18n/define-messages';

export const tableScrollMessages = defineMessages(
  'shared-table-scroll',
  { hint: 'Swipe for more columns' },
  { hint: 'Wischen für weitere Spalten' },
);
