import { defineMessages } from '@bb/shared';

export const commonMessages = defineMessages('account.common', {
  cancel: 'Cancel',
  yes: 'Yes',
  confirm: 'Please confirm',
  loadMore: 'Load more',
  retry: 'Retry',
  agreeSignup: 'By signing up you agree to the',
  agreeCheckout: 'By starting a plan you agree to the',
  terms: 'Terms of Service',
});
