import { defineMessages } from '@bb/shared';

export const commonMessages = defineMessages('account.common', {
  cancel: 'Cancel',
  yes: 'Yes',
  confirm: 'Please confirm',
  loadMore: 'Load more',
  retry: 'Retry',
});
