import { defineMessages } from '@bb/shared';

export const signupMessages = defineMessages('account.signup', {
  title: 'Sign Up',
  lead: 'Create your account: every Baseball Max plan starts with a 3-day free trial.',
  firstName: 'First name',
  lastName: 'Last name',
  username: 'Username',
  email: 'Email',
  password: 'Password',
  confirmPassword: 'Confirm password',
  dateOfBirth: 'Date of birth',
  dateHint: 'DD/MM/YYYY',
  submit: 'Sign Up',
  submitting: 'Creating account...',
  haveAccount: 'Already have an account?',
  login: 'Login',
  passwordHint: 'At least 8 characters',
});
