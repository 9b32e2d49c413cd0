import { defineMessages } from '@bb/shared';

export const loginMessages = defineMessages('account.login', {
  title: 'Login',
  lead: 'Sign in to pick up your leagues, tournaments and saved games.',
  identifier: 'Email or username',
  identifierField: 'email or username',
  password: 'Password',
  submit: 'Login',
  submitting: 'Logging in...',
  forgot: 'Forgot password?',
  noAccount: "Don't have an account?",
  signup: 'Sign Up',
});
