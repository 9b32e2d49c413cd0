import { defineMessages } from '@bb/shared';

export const forgotMessages = defineMessages('account.forgot', {
  title: 'Forgot Password',
  lead: "Enter the email of your account and we'll send you a link to choose a new password.",
  email: 'Email',
  submit: 'Send reset link',
  submitting: 'Sending...',
  backToLogin: 'Back to Login',
  resetTitle: 'Reset Password',
  resetLead: 'Choose a new password for your account.',
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
  resetSubmit: 'Save new password',
  passwordHint: 'At least 8 characters',
});
